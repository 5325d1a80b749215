import WaypointStore

/// Reduces navigation actions into `NavigationState`; compose it into your app's reducer:
/// `AppState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState))`.
public enum NavigationReducer {
    /// The navigation state after `action` (an empty route for a `nil` state); actions that are
    /// not `NavigationAction`s leave it as it is.
    public static func handleAction(_ action: Action, state: NavigationState?) -> NavigationState {
        let current = state ?? NavigationState()
        // The common action first: a cast to a concrete type is a fraction of a protocol's.
        if let set = action as? SetRouteAction { return set.reduce(current) }
        guard let navigation = action as? NavigationAction else { return current }
        return navigation.reduce(current)
    }
}
