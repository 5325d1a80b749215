/// A subscriber of a store, as an object the store holds weakly.
public protocol AnyStoreSubscriber: AnyObject {}

/// A ReSwift-style subscriber: `store.subscribe(self)` calls `newState(state:)` with the current
/// state at once, then with every new state (or selection of it).
public protocol StoreSubscriber<StoreSubscriberStateType>: AnyStoreSubscriber {
    /// The state, or the part of it, this subscriber receives.
    associatedtype StoreSubscriberStateType

    /// Receives a new state.
    func newState(state: StoreSubscriberStateType)
}
