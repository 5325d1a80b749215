import Dispatch
import Foundation

/// Runs work on the main thread, through `DispatchQueue.main`.
///
/// `MainScheduler.instance` runs an action at once when `schedule` is called on the main thread
/// and nothing it scheduled is still pending (so UI updates made on the main thread stay
/// synchronous); otherwise it queues the action on the main queue. `MainScheduler.asyncInstance`
/// always queues.
///
/// On Linux the main queue only runs while the main thread services it: call `dispatchMain()`,
/// run `RunLoop.main`, or (in tests) wait on an expectation, which runs the main run loop.
public final class MainScheduler: SchedulerType {
    // The atomic word comes first (see `AtomicStorage`): `numberEnqueued`.
    private let atomicStorage = AtomicStorage(0)

    /// The main-thread scheduler that runs at once when already on the main thread.
    public static let instance = MainScheduler()

    /// A scheduler that always queues its work on the main queue, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private let configuration = DispatchQueueConfiguration(queue: DispatchQueue.main, leeway: .nanoseconds(0))
    /// Actions running at once or queued on the main queue and not finished yet.
    private var numberEnqueued: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    private init() {}

    /// The current date.
    public var now: RxTime { Date() }

    /// Runs `action` at once when called on the main thread with nothing of this scheduler
    /// pending, otherwise queues it on the main queue.
    public func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if previous == 0 && Thread.isMainThread {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let item = ScheduledItem { action(state) }
        // The block captures the item alone (it is its own context: no allocation); `self` is
        // always `instance`, the only `MainScheduler` there is.
        DispatchQueue.main.async {
            item.invoke()
            MainScheduler.instance.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return item
    }

    /// Runs `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
