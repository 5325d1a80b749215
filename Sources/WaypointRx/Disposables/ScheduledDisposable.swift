/// Disposes its disposable on `scheduler`: `dispose()` schedules the disposal and returns.
///
/// `isDisposed` becomes `true` when the scheduled disposal ran. Thread-safe.
// @unchecked: the held disposable lives behind its lock; `scheduler` is immutable.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let held: Locked<(disposable: Disposable?, disposed: Bool)>

    /// Will dispose `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        held = Locked((disposable, false))
    }

    /// `true` once the scheduled disposal ran.
    public var isDisposed: Bool { held.withLock { $0.disposed } }

    /// Schedules the disposal of the held disposable on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeNow()
            return Disposables.create()
        }
    }

    private func disposeNow() {
        let disposable = held.withLock { held -> Disposable? in
            if held.disposed { return nil }
            held.disposed = true
            defer { held.disposable = nil }
            return held.disposable
        }
        disposable?.dispose()
    }
}
