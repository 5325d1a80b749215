/// Something that happened, dispatched to a store to change its state.
///
/// Actions cross threads (dispatch is safe from any thread), so they are `Sendable`.
public protocol Action: Sendable {}

/// The action a store reduces first when it was created without an initial state.
public struct StoreInit: Action {
    /// The initial action.
    public init() {}
}
