import WaypointRx

/// Why a navigation failed or was rejected. Each case names what failed and carries a
/// readable reason; errors compare equal when they say the same thing.
public enum RoutingError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// The routable responsible for a step threw: it does not know the segment, or refused it.
    case routableRejected(step: RoutingAction, reason: String)
    /// The routable's completion handler was not called within the router's step timeout.
    case stepTimedOut(step: RoutingAction, timeout: RxTimeInterval)
    /// No routable is responsible for the step's depth (a push or change returned nothing usable).
    case missingRoutable(step: RoutingAction)
    /// A guard rejected the navigation.
    case guardRejected(guardName: String, reason: String)
    /// A guard did not answer within the guard timeout.
    case guardTimedOut(guardName: String, timeout: RxTimeInterval)
    /// Guards redirected more times than the limit allows (a redirect loop).
    case redirectLimitExceeded(route: Route, limit: Int)
    /// No screen is registered for the route.
    case unknownRoute(Route)
    /// A deep link could not be parsed.
    case malformedLink(String, reason: String)
    /// A deep link matched no registered pattern.
    case unknownLink(String)
    /// Saved navigation state could not be decoded.
    case corruptRestorationData(reason: String)
    /// The navigation was cancelled before it reached the UI.
    case cancelled(reason: String)
    /// The user navigated on their own with nothing on screen to go back from.
    case nothingToPop
    /// The UI reported a change the user made that doesn't fit what is on screen (see
    /// `UserNavigation`); it was ignored.
    case invalidUserNavigation(reason: String)
    /// A request named a sheet detent for a segment its destination does not have
    /// (`NavigationRequest.sheetDetent(_:of:)`); nothing was dispatched.
    case invalidSheetDetent(reason: String)
    /// The destination expected data of another type than the navigation carried.
    case dataTypeMismatch(expected: String, received: String)
    /// An interceptor or middleware of the store's action pipeline swallowed the navigation's
    /// action (or passed another action on in its place): it never reached the reducer.
    /// `interceptor` is its name (`middleware #2` for the second middleware), the last one that
    /// received the action, on whichever thread it ran; `nil` when it cannot be told.
    case actionDropped(interceptor: String?)
    /// An interceptor or middleware of the store's action pipeline failed the navigation's
    /// action with an error (`reason` describes it); it never reached the reducer.
    case actionFailed(interceptor: String?, reason: String)

    /// What failed, in words an app developer can act on: the step by what it does to which
    /// segment of the route (`The routable refused to push post(id: 7) as segment 2 of the
    /// route: offline`), the guard, link or data by name, and the reason.
    public var description: String {
        switch self {
        case .routableRejected(let step, let reason): return "The routable refused to \(step.inWords): \(reason)"
        case .stepTimedOut(let step, let timeout):
            return "The step to \(step.inWords) did not complete within \(timeout.seconds) s (the routable did not call its completion handler in time)"
        case .missingRoutable(let step):
            return "No routable to \(step.inWords): a push or change before it returned no routable for that depth"
        case .guardRejected(let name, let reason): return "Guard \(name) rejected the navigation: \(reason)"
        case .guardTimedOut(let name, let timeout): return "Guard \(name) did not answer within \(timeout.seconds) s"
        case .redirectLimitExceeded(let route, let limit): return "More than \(limit) redirects while navigating to \(route.routeDescription)"
        case .unknownRoute(let route): return "Unknown route \(route.routeDescription)"
        case .malformedLink(let link, let reason): return "Malformed link \"\(link)\": \(reason)"
        case .unknownLink(let link): return "No route matches the link \"\(link)\""
        case .corruptRestorationData(let reason): return "Saved navigation state is corrupt: \(reason)"
        case .cancelled(let reason): return "The navigation was cancelled: \(reason)"
        case .nothingToPop: return "Nothing on screen to go back from"
        case .invalidUserNavigation(let reason): return "Invalid user navigation ignored: \(reason)"
        case .invalidSheetDetent(let reason): return "Invalid sheet detent: \(reason)"
        case .dataTypeMismatch(let expected, let received): return "The destination expects data of type \(expected), got \(received)"
        case .actionDropped(let interceptor):
            return "The store's pipeline dropped the navigation's action" + (interceptor.map { " in \($0)" } ?? "") + "; it never reached the reducer"
        case .actionFailed(let interceptor, let reason):
            return "The store's pipeline failed the navigation's action" + (interceptor.map { " in \($0)" } ?? "") + ": \(reason)"
        }
    }
}

extension Array where Element == RouteElementIdentifier {
    /// The route written as a path: `/tabs/home/user`.
    public var routeDescription: String { "/" + joined(separator: "/") }
}
