import Foundation
import Waypoint

/// Real time: the router and the screens run on a `SerialDispatchQueueScheduler` (the headless
/// UI's "main thread"), and the tour waits on it without blocking any thread.
final class RealClock: PlaygroundClock {
    private let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "waypoint.playground.ui")
    private let start: RxTime

    init() {
        start = serial.now
    }

    var scheduler: SchedulerType { serial }
    var timing: Timing { .realTime }
    var milliseconds: Int { Int((serial.now.timeIntervalSince(start) * 1_000).rounded()) }

    /// Checks `condition` on the scheduler after each navigation event, once the event has been
    /// delivered to everyone (so request callbacks ran), and gives up after `limit`.
    func run(until condition: @escaping @Sendable () -> Bool, limit: RxTimeInterval, wakeUps: Observable<NavigationEvent>) async -> Bool {
        let scheduler = serial
        let waiter = Waiter(condition)
        return await withCheckedContinuation { continuation in
            waiter.install(continuation)
            waiter.keep(wakeUps.subscribe(onNext: { _ in
                _ = scheduler.schedule(waiter) { waiter in
                    waiter.check()
                    return Disposables.create()
                }
            }))
            waiter.keep(scheduler.scheduleRelative(waiter, dueTime: limit) { waiter in
                waiter.resume(false)
                return Disposables.create()
            })
            _ = scheduler.schedule(waiter) { waiter in
                waiter.check()
                return Disposables.create()
            }
        }
    }

    /// Waits until what is already queued on the serial scheduler ran.
    func finish() async {
        let scheduler = serial
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = scheduler.schedule(()) { _ in
                continuation.resume()
                return Disposables.create()
            }
        }
    }
}

/// One wait of `RealClock.run(until:)`: resumes its continuation once, then releases what it held.
private final class Waiter: Sendable {
    private let condition: @Sendable () -> Bool
    private let continuation = Locked<CheckedContinuation<Bool, Never>?>(nil)
    private let resources = CompositeDisposable()

    init(_ condition: @escaping @Sendable () -> Bool) {
        self.condition = condition
    }

    func install(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    func keep(_ disposable: Disposable) {
        resources.insert(disposable)
    }

    func check() {
        if condition() { resume(true) }
    }

    func resume(_ value: Bool) {
        let pending = continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
        guard let pending else { return }
        resources.dispose()
        pending.resume(returning: value)
    }
}
