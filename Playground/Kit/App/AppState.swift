import Waypoint

/// The demo app's state: the navigation state the router follows, its route made of
/// `AppScreen`s, and who is signed in.
struct AppState: HasTypedRoute, Equatable, Sendable {
    typealias Segment = AppScreen
    var navigationState = NavigationState()
    var signedInUser: UserProfile?
}
