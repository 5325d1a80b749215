import WaypointRouter
import WaypointStore

/// The typed route of the typed-route tests.
enum Screen: RouteSegment {
    case feed
    case post(id: Int)
    case profile(name: String, tab: ProfileTab)
    case search(String)
    case settings
}

/// A tab of the profile screen (a payload that is an enum with raw values).
enum ProfileTab: String, Codable, Sendable {
    case posts
    case likes
}

/// An application state whose route is made of `Screen`s.
struct TypedAppState: HasTypedRoute, Equatable {
    typealias Segment = Screen
    var navigationState = NavigationState()
}

func typedAppReducer(_ action: Action, _ state: TypedAppState?) -> TypedAppState {
    var next = state ?? TypedAppState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    return next
}
