import Waypoint

/// Why a headless routable refuses a step; the router reports it as `RoutingError.routableRejected`.
enum ScreenError: Error, CustomStringConvertible {
    case unknownScreen(String)
    case notATab(String)
    case tabBelowRoot(String)
    case nothingToRemove(String)

    var description: String {
        switch self {
        case .unknownScreen(let segment): return "the app has no screen \"\(segment)\""
        case .notATab(let segment): return "\"\(segment)\" is not a tab (tabs: \(ScreenCatalog.tabs.joined(separator: ", ")))"
        case .tabBelowRoot(let segment): return "the tab \"\(segment)\" can only be chosen at the root of the route"
        case .nothingToRemove(let segment): return "\"\(segment)\" is not on screen"
        }
    }
}
