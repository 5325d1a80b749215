/// The answer of a routing interceptor (route-composer's `RoutingResult`).
public enum RoutingResult: Sendable {
    /// The navigation may go on.
    case success
    /// The navigation must stop, for this reason. Fail with `Redirect(to:)` to send the
    /// navigation elsewhere instead.
    case failure(Swift.Error)

    /// `true` for `.success`.
    public var isSuccessful: Bool {
        if case .success = self { return true }
        return false
    }
}

/// The error a guard fails with to redirect the navigation to another route: the original
/// navigation is cancelled with reason `.redirected`, and a new one goes to `route` (through the
/// guards again, up to the router's redirect limit).
public struct Redirect: Swift.Error, Equatable, Sendable {
    /// Where to go instead.
    public let route: Route

    /// Redirects to `route`.
    public init(to route: Route) {
        self.route = route
    }
}
