import Dispatch
import Foundation

/// Runs work on a dispatch queue that may run several actions at once (a global queue, or any
/// concurrent queue). Use `SerialDispatchQueueScheduler` when the order matters.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`; `leeway` is the timer tolerance for periodic work.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The current date.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue after `dueTime`; disposing cancels it and releases it at once.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, on a dispatch timer
    /// (runs of one periodic schedule never overlap). A zero, negative or `.never` period runs it
    /// once.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
