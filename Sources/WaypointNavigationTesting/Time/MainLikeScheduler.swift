#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import WaypointRx
import WaypointTesting

/// `MainScheduler.instance`'s order on a `TestScheduler`'s virtual clock: `schedule` runs its
/// work at once when called on the thread that made the scheduler (the test's, standing for the
/// main thread) with nothing it scheduled running or waiting, and otherwise queues it on
/// `base` for the current tick; timed work (`scheduleRelative`, `schedulePeriodic`) and the
/// clock are `base`'s.
///
/// A router on `MainScheduler.instance` handles a state, an answer or a completion during the
/// call that caused it; a router on a bare `TestScheduler` handles them when the clock next
/// moves, after everything else the test did at that tick, which can change which navigation
/// supersedes which. `NavigationHarness` gives its router this scheduler, so that a test sees
/// the order the app sees.
// @unchecked: `owner` never changes; the count is atomic; the deferred work is locked.
public final class MainLikeScheduler: SchedulerType, @unchecked Sendable {
    /// The virtual clock timed work runs on.
    public let base: TestScheduler
    private let owner = pthread_self()
    /// Work of `schedule` running now or queued and not run yet.
    private let enqueued = AtomicBox<Int>(0)
    /// Work kept between `beginDeferring()` and `endDeferring()`; `nil` when not deferring.
    private let deferred = Locked<[() -> Void]?>(nil)

    /// A scheduler running work at once on the calling thread (when idle), timed work on `base`.
    public init(base: TestScheduler) {
        self.base = base
    }

    /// Keeps what `schedule` is given until `endDeferring()`, which runs it: for work a router
    /// does while it is built, before anyone could observe its events.
    package func beginDeferring() {
        deferred.withLock { $0 = $0 ?? [] }
    }

    /// Runs, in order, what was scheduled since `beginDeferring()`, then schedules as before.
    package func endDeferring() {
        while true {
            let work = deferred.withLock { work -> [() -> Void] in
                let taken = work ?? []
                work = taken.isEmpty ? nil : []
                return taken
            }
            if work.isEmpty { return }
            _ = enqueued.add(1, ordering: .acquiringAndReleasing)
            for each in work { each() }
            _ = enqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// `base`'s time.
    public var now: RxTime { base.now }

    /// Runs `action` at once when called on the scheduler's thread with nothing of this scheduler
    /// running or queued; otherwise queues it on `base` for the current tick.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let kept = SingleAssignmentDisposable()
        let deferring = deferred.withLock { work -> Bool in
            guard work != nil else { return false }
            work?.append { if !kept.isDisposed { kept.setDisposable(action(state)) } }
            return true
        }
        if deferring { return kept }
        let previous = enqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if previous == 0 && pthread_equal(pthread_self(), owner) != 0 {
            let disposable = action(state)
            _ = enqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let queued = QueuedWork(enqueued)
        let scheduled = base.schedule(state) { state in
            guard queued.claim() else { return Disposables.create() }
            // Counted until it returned, as on the main queue: what it schedules is queued.
            defer { queued.leave() }
            return action(state)
        }
        return Disposables.create {
            // Work disposed before it ran no longer counts as waiting.
            guard queued.claim() else { return }
            queued.leave()
            scheduled.dispose()
        }
    }

    /// Runs `action` on `base` after `dueTime`.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval,
                                                      action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on `base` after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                                      action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Queued work of a `MainLikeScheduler`: it runs or is disposed, once, and then leaves the count.
private final class QueuedWork: Sendable {
    private let enqueued: AtomicBox<Int>
    private let done = AtomicBox<Bool>(false)

    init(_ enqueued: AtomicBox<Int>) {
        self.enqueued = enqueued
    }

    /// `true` the first time: the work runs (or is dropped) now.
    func claim() -> Bool {
        !done.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// The work ran or was dropped: it no longer counts.
    func leave() {
        _ = enqueued.subtract(1, ordering: .acquiringAndReleasing)
    }
}
