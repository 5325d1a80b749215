import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: actions run one at a time, in the order they were
/// scheduled (for equal due times).
///
/// Use it to move work off the main thread while keeping it serialized. `leeway` is the timer
/// tolerance for periodic work.
public final class SerialDispatchQueueScheduler: SchedulerType {
    private let configuration: DispatchQueueConfiguration

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`; `serialQueueConfiguration`
    /// may adjust the queue before use.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`
    /// (so work is serialized even when `queue` is concurrent).
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting the global queue of quality of service `qos`.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "waypoint.serial-scheduler",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, qos: qos, target: DispatchQueue.global(qos: qos.qosClass))
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// The current date.
    public var now: RxTime { Date() }

    /// Runs `action` on the queue, after what is already queued.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue after `dueTime`; disposing cancels it and releases it at once.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, on a dispatch timer. A
    /// zero, negative or `.never` period runs it once.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
