import Waypoint

/// The demo app's state: the navigation state the router follows, and who is signed in.
struct AppState: HasNavigationState, Equatable, Sendable {
    var navigationState = NavigationState()
    var signedInUser: UserProfile?
}

/// Someone signed in.
struct LogIn: Action {
    let user: UserProfile
}

/// The signed-in user signed out.
struct LogOut: Action {}

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
