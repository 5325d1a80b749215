import Waypoint

/// Why the app refuses to build a screen; the router reports it as `RoutingError.routableRejected`.
enum ScreenError: Error, CustomStringConvertible {
    case tabBelowRoot(String)
    /// `.me` reached the screens: the `MeRedirect` guard replaces it before any screen is built.
    case unresolvedAlias

    var description: String {
        switch self {
        case .tabBelowRoot(let segment): return "the tab \"\(segment)\" can only be chosen at the root of the route"
        case .unresolvedAlias: return "me is an alias the MeRedirect guard resolves; it has no screen"
        }
    }
}
