import Dispatch
import Foundation
import Synchronization
import WaypointRx

/// A test-only scheduler over one serial `DispatchQueue`, standing in for the library's dispatch
/// schedulers in concurrency tests. Cancelled actions are skipped; the clock is the wall clock.
final class QueueTestScheduler: SchedulerType {
    let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    var now: RxTime { Date() }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let item = QueueTestItem { action(state) }
        queue.async { item.run() }
        return item
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let item = QueueTestItem { action(state) }
        queue.asyncAfter(deadline: .now() + dueTime) { item.run() }
        return item
    }

    func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
        schedulePeriodicByRecursion(state, startAfter: startAfter, period: period, action: action)
    }

    /// Waits until everything queued so far ran.
    func drain() {
        queue.sync {}
    }
}

/// One scheduled action: runs unless cancelled first (cancelling releases it at once); disposes
/// what the action returned when cancelled later.
final class QueueTestItem: Disposable {
    private let action: Mutex<(@Sendable () -> Disposable)?>
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping @Sendable () -> Disposable) {
        self.action = Mutex(action)
    }

    func run() {
        let action = self.action.withLock { action -> (@Sendable () -> Disposable)? in
            defer { action = nil }
            return action
        }
        guard let action else { return }
        result.setDisposable(action())
    }

    func dispose() {
        action.withLock { $0 = nil }
        result.dispose()
    }
}
