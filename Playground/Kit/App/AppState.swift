import Waypoint

/// The demo app's state: the navigation state the router follows, and who is signed in.
struct AppState: HasNavigationState, Equatable, Sendable {
    var navigationState = NavigationState()
    var signedInUser: UserProfile?
}
