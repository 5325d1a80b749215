import Dispatch
import WaypointRx

// Workload 10: what scheduling costs an app on a dispatch scheduler (`MainScheduler` and
// `SerialDispatchQueueScheduler` share the path): every step timeout the router arms, every
// `observe(on:)`, `delay` and `timeout`.

/// What the scheduled actions hold, as an operator's sink or the router's step would be.
private final class ScheduledTargetStandIn: Sendable {
    let fired = Locked(0)
}

/// 10. A `SerialDispatchQueueScheduler` over a private queue, called through `SchedulerType` as
/// operators and the router call it: an action scheduled that runs on the queue (per action, the
/// queue's thread included: the last one wakes the benchmark), and a 5-second timer armed and
/// disposed before it is due, as the router's step timeout is for every step that completes
/// later (per timer). The timers' dispatch blocks stay queued for their 5 seconds after the
/// dispose: the run is over long before they fire, and what they hold shows as "B kept".
func dispatchScheduling(_ harness: Harness) -> [Row] {
    let count = harness.size(100_000, quick: 10_000)
    let scheduler: any SchedulerType = opaque(SerialDispatchQueueScheduler(internalSerialQueueName: "waypoint-bench.dispatch"))
    let target = ScheduledTargetStandIn()
    let done = DispatchSemaphore(value: 0)

    let schedule = Contender { n in
        target.fired.withLock { $0 = 0 }
        for index in 0..<n {
            let last = index == n - 1
            _ = scheduler.schedule(target) { target in
                target.fired.withLock { $0 += 1 }
                if last { done.signal() }
                return Disposables.create()
            }
        }
        done.wait()
        check(target.fired.withLock { $0 } == n, "dispatch schedule: \(target.fired.withLock { $0 }) of \(n) ran")
        blackHole(n)
    }

    let timer = Contender { n in
        for _ in 0..<n {
            let timeout = scheduler.scheduleRelative(target, dueTime: .seconds(5)) { target in
                target.fired.withLock { $0 += 1 }
                return Disposables.create()
            }
            timeout.dispose()
        }
        // One action that runs: the queue is idle again when the run ends.
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        done.wait()
        blackHole(n)
    }
    return [
        harness.compare(workload: 10, name: "dispatch scheduler: schedule, run on the queue", unit: "per action", target: nil,
                        operations: count, runs: 3, waypoint: schedule),
        harness.compare(workload: 10, name: "dispatch scheduler: scheduleRelative (5 s) then dispose", unit: "per timer",
                        target: nil, operations: count, runs: 3, waypoint: timer),
    ]
}
