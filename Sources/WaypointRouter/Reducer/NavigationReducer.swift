import WaypointStore

/// Reduces navigation actions into `NavigationState`; compose it into your app's reducer:
/// `AppState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState))`.
public enum NavigationReducer {
    /// The navigation state after `action` (an empty route for a `nil` state); actions that are
    /// not `NavigationAction`s leave it as it is.
    public static func handleAction(_ action: Action, state: NavigationState?) -> NavigationState {
        let current = state ?? NavigationState()
        guard let navigation = action as? NavigationAction else { return current }
        return navigation.reduce(current)
    }
}
