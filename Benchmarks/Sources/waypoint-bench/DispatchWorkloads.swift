import Dispatch
import Foundation
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
/// queue's thread included: the last one wakes the benchmark), and a timer armed and disposed
/// before it is due, as the router's step timeout is for every step that completes later (per
/// timer). A disposed timer's dispatch block stays queued until its deadline and then fires as a
/// no-op; the timers are due in 200 ms (the router's are due in 5 s) so that their firing falls
/// inside the run that armed them and is counted with them (the row's wall clock is mostly that
/// wait: read its counts).
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
            let timeout = scheduler.scheduleRelative(target, dueTime: .milliseconds(200)) { target in
                target.fired.withLock { $0 += 1 }
                return Disposables.create()
            }
            timeout.dispose()
        }
        // One action due after every timer: when it ran, each disposed timer's dispatch block
        // has fired (as a no-op) inside this run, not in a later one.
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            done.signal()
            return Disposables.create()
        }
        done.wait()
        blackHole(n)
    }
    return [
        harness.compare(workload: 10, name: "dispatch scheduler: schedule, run on the queue", unit: "per action", target: nil,
                        operations: count, runs: 3, waypoint: schedule),
        harness.compare(workload: 10, name: "dispatch scheduler: scheduleRelative, dispose, its no-op firing", unit: "per timer",
                        target: nil, operations: count, runs: 3, waypoint: timer),
        mainSchedulerHop(harness),
    ]
}

/// 10. `MainScheduler.instance` from another thread (as `observe(on: MainScheduler.instance)` hops
/// a background result to the UI): actions scheduled on a background thread that run on the main
/// queue, which the benchmark's main thread services through its run loop (per action).
func mainSchedulerHop(_ harness: Harness) -> Row {
    let count = harness.size(100_000, quick: 10_000)
    let target = ScheduledTargetStandIn()
    let contender = Contender { n in
        target.fired.withLock { $0 = 0 }
        let finished = Locked(false)
        DispatchQueue.global().async {
            let scheduler: any SchedulerType = MainScheduler.instance
            for index in 0..<n {
                let last = index == n - 1
                _ = scheduler.schedule(target) { target in
                    target.fired.withLock { $0 += 1 }
                    if last { finished.withLock { $0 = true } }
                    return Disposables.create()
                }
            }
        }
        while !finished.withLock({ $0 }) {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        check(target.fired.withLock { $0 } == n, "main scheduler: \(target.fired.withLock { $0 }) of \(n) ran")
        blackHole(n)
    }
    return harness.compare(workload: 10, name: "main scheduler: schedule from another thread, run on the main queue",
                           unit: "per action", target: nil, operations: count, runs: 3, waypoint: contender)
}
