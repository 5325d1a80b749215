/// Computes the next state from an action and the current state (`nil` only for a store created
/// without an initial state). Reducers are pure and must not dispatch.
public typealias Reducer<State> = (_ action: Action, _ state: State?) -> State
