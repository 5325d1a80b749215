import WaypointRx
/// Records every action that reached a store's reducer and the state it produced, for debugging
/// and tests: `Store.replay(recorder.actions)` on a fresh store produces the same states.
// @unchecked: `entries` is only touched under `lock`.
public final class StoreRecorder<State>: @unchecked Sendable {
    private let lock = Locked()
    private var entries: [(action: Action, state: State)] = []

    init() {}

    /// The actions that reached the reducer, in order.
    public var actions: [Action] {
        lock.withLock { entries.map(\.action) }
    }

    /// The state after each recorded action.
    public var states: [State] {
        lock.withLock { entries.map(\.state) }
    }

    func record(_ action: Action, _ state: State) {
        lock.withLock { entries.append((action, state)) }
    }
}
