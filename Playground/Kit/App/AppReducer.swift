import Waypoint

/// The app's reducer: navigation actions go to `NavigationReducer`, session actions set the user.
func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var next = state ?? AppState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    switch action {
    case let login as LogIn: next.signedInUser = login.user
    case is LogOut: next.signedInUser = nil
    default: break
    }
    return next
}
