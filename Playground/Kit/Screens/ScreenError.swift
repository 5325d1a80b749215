import Waypoint

/// Why the app refuses to build a screen; the router reports it as `RoutingError.routableRejected`.
enum ScreenError: Error, CustomStringConvertible {
    case tabBelowRoot(String)

    var description: String {
        switch self {
        case .tabBelowRoot(let segment): return "the tab \"\(segment)\" can only be chosen at the root of the route"
        }
    }
}
