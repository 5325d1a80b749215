/// An application state that holds the navigation state, so a `Router` can find it.
public protocol HasNavigationState {
    /// The navigation part of the state.
    var navigationState: NavigationState { get set }
}
