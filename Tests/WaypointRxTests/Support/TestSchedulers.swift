import WaypointRx
import WaypointTesting

/// Runs actions at once, on the calling thread.
struct InlineScheduler: ImmediateSchedulerType {
    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

/// Forwards to a test scheduler, counting the calls.
final class CountingScheduler: ImmediateSchedulerType {
    let base: TestScheduler
    private let calls = Locked(0)

    init(_ base: TestScheduler) {
        self.base = base
    }

    var count: Int { calls.withLock { $0 } }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        calls.withLock { $0 += 1 }
        return base.schedule(state, action: action)
    }
}
