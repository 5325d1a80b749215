/// Holds the current timer of an operator that restarts its timer (debounce, buffer, timeout).
///
/// Each timer carries a generation number; a timer that arrives after a newer one (scheduling
/// raced with a timer that fired on another thread) is disposed instead of replacing the newer.
/// After `dispose()`, every timer set is disposed at once.
// @unchecked: `generation`, `current` and `disposed` are only touched under `lock`.
final class TimerSlot: Disposable, @unchecked Sendable {
    private let lock = Locked(())
    private var generation = Int.min
    private var current: Disposable?
    private var disposed = false

    init() {}

    /// Sets the timer of `generation`, disposing the one it replaces.
    func set(_ timer: Disposable, generation: Int) {
        let stale = lock.withLock { () -> Disposable? in
            if disposed || generation < self.generation { return timer }
            defer {
                self.generation = generation
                current = timer
            }
            return current
        }
        stale?.dispose()
    }

    /// Schedules `target.scheduledActionFired(generation)` on `scheduler` after `dueTime` and sets
    /// it as the timer of `generation`; with a `dueTime` of `.never`, schedules nothing.
    func schedule(_ target: any ScheduledTarget, after dueTime: RxTimeInterval, on scheduler: SchedulerType, generation: Int) {
        if dueTime.isNever { return }
        set(scheduler.scheduleRelative(target, token: generation, dueTime: dueTime), generation: generation)
    }

    /// `true` once disposed.
    var isDisposed: Bool { lock.withLock { disposed } }

    /// Disposes the current timer and every one set later.
    func dispose() {
        let held = lock.withLock { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        held?.dispose()
    }
}
