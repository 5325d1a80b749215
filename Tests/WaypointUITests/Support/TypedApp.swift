import WaypointRouter
import WaypointStore
import WaypointUI

/// The typed tests' screens as one enum: two tabs, a post pushed with its id, a compose sheet.
enum Screen: RouteSegment {
    case home
    case profile
    case post(id: Int)
    case compose(to: String)

    /// How each case comes on screen: one `switch`, as an app writes it.
    var presentation: Presentation {
        switch self {
        case .home, .profile, .post: return .push
        case .compose: return .sheet
        }
    }
}

struct TypedAppState: HasTypedRoute {
    typealias Segment = Screen
    var navigationState = NavigationState()
}

func typedReducer(_ action: Action, _ state: TypedAppState?) -> TypedAppState {
    TypedAppState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState))
}
