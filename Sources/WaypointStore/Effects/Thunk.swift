/// An action that runs a function instead of reaching the reducer: it receives the store's
/// `dispatch` and `getState`, and may dispatch any number of actions, now or later.
///
/// A thunk travels through the store's pipeline like any action (middleware and interceptors see
/// it and may swallow or delay it) and runs where the reducer would have run; no thunk middleware
/// is needed. Recorders record the actions it dispatches, not the thunk.
public struct Thunk<State>: Action {
    /// Dispatches an action to the store (safe from any thread).
    public typealias Dispatch = @Sendable (Action) -> Void
    /// Reads the store's current state (`nil` once the store is gone).
    public typealias GetState = @Sendable () -> State?

    let body: @Sendable (_ dispatch: @escaping Dispatch, _ getState: @escaping GetState) -> Void

    /// A thunk running `body`.
    public init(_ body: @escaping @Sendable (_ dispatch: @escaping Dispatch, _ getState: @escaping GetState) -> Void) {
        self.body = body
    }
}
