import Dispatch
import Foundation

/// A span of time for schedulers: seconds, milliseconds, microseconds, nanoseconds or never.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time as schedulers report it.
public typealias RxTime = Date

/// Runs work, now or as soon as possible.
public protocol ImmediateSchedulerType: Sendable {
    /// Runs `action` with `state`; disposing the result cancels it if it has not run yet.
    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable
}

/// Runs work now, later, or periodically, and tells the time. All time in WaypointRx's
/// runtime goes through a scheduler, so a `VirtualTimeScheduler` can drive it in tests.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of now.
    var now: RxTime { get }

    /// Runs `action` after `dueTime`.
    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable

    /// Runs `action` after `startAfter`, then every `period`, threading the state through.
    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable
}

extension ImmediateSchedulerType {
    /// Runs `action`; disposing the result cancels it if it has not run yet.
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable {
        schedule(()) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs `action` with `state`, and again each time it calls the `recurse` function it is
    /// given; disposing the result stops the recursion.
    public func scheduleRecursive<StateType: Sendable>(
        _ state: StateType,
        action: @escaping @Sendable (_ state: StateType, _ recurse: (StateType) -> Void) -> Void
    ) -> Disposable {
        let recursion = RecursiveScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

extension SchedulerType {
    /// Runs `action` after `dueTime`.
    public func scheduleRelative(_ dueTime: RxTimeInterval, action: @escaping @Sendable () -> Void) -> Disposable {
        scheduleRelative((), dueTime: dueTime) { _ in
            action()
            return Disposables.create()
        }
    }

    /// A default periodic schedule built from `scheduleRelative`: the next run is scheduled
    /// `period` after the previous one was due.
    public func schedulePeriodicByRecursion<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        let periodic = PeriodicByRecursion(scheduler: self, period: period, action: action)
        periodic.start(state, after: startAfter)
        return periodic
    }
}

/// Drives `scheduleRecursive`: each recursion replaces the scheduled item it came from.
final class RecursiveScheduling<Scheduler: ImmediateSchedulerType, StateType: Sendable>: Disposable {
    private let scheduler: Scheduler
    private let action: @Sendable (StateType, (StateType) -> Void) -> Void
    private let current = SerialDisposable()

    init(scheduler: Scheduler, action: @escaping @Sendable (StateType, (StateType) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    func schedule(_ state: StateType) {
        if current.isDisposed { return }
        current.disposable = scheduler.schedule(state) { [self] state in
            if !current.isDisposed {
                action(state) { next in self.schedule(next) }
            }
            return Disposables.create()
        }
    }

    func dispose() {
        current.dispose()
    }
}

/// Periodic scheduling on any `SchedulerType` through repeated relative scheduling.
final class PeriodicByRecursion<Scheduler: SchedulerType, StateType: Sendable>: Disposable {
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let action: @Sendable (StateType) -> StateType
    private let current = SerialDisposable()

    init(scheduler: Scheduler, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
    }

    func start(_ state: StateType, after delay: RxTimeInterval) {
        if current.isDisposed { return }
        current.disposable = scheduler.scheduleRelative(state, dueTime: delay) { [self] state in
            if !current.isDisposed {
                let next = action(state)
                start(next, after: period)
            }
            return Disposables.create()
        }
    }

    func dispose() {
        current.dispose()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinity.
    public var seconds: Double {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
