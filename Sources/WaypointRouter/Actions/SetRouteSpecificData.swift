/// Attaches data to a route without navigating (set it before navigating there, as in
/// ReSwift-Router, or use `SetRouteAction(_:data:)` to do both at once).
public struct SetRouteSpecificData: NavigationAction {
    /// The route the data belongs to.
    public let route: Route
    /// The data; `nil` removes it.
    public let data: RouteData?

    /// Attaches `data` to `route`.
    public init(route: Route, data: RouteData?) {
        self.route = route
        self.data = data
    }

    /// Attaches `data` to `route`.
    public init<Value: Equatable & Sendable>(route: Route, data: Value) {
        self.route = route
        self.data = RouteData(data)
    }

    /// Sets or removes the data.
    public func reduce(_ state: NavigationState) -> NavigationState {
        var next = state
        next.routeSpecificData[route] = data
        return next
    }
}
