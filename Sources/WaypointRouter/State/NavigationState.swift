/// The navigation part of the application state: the route the UI must show and what goes
/// with it. Only actions change it (`NavigationReducer`); the `Router` makes the UI follow it.
public struct NavigationState: Equatable, Sendable {
    /// The route the UI must show.
    public var route: Route
    /// Data attached to routes, keyed by the route itself (so `["a/b"]` and `["a", "b"]` never
    /// collide). Data of a route is dropped when the route is no longer a prefix of `route`.
    public var routeSpecificData: [Route: RouteData]
    /// Whether the transition to `route` is animated.
    public var changeRouteAnimated: Bool
    /// The navigation that set `route`.
    public var navigationID: NavigationID?
    /// What started that navigation.
    public var trigger: NavigationTrigger
    /// A value handed to the routables during that navigation (Tempura's `context`).
    public var context: RouteData?
    /// The options of that navigation's request.
    public var options: NavigationOptions
    /// Routes reached by `stateRestorable` requests; dropped with their route like data.
    public var restorableRoutes: [Route: RestorationEntry]

    /// An empty route.
    public init(
        route: Route = [],
        routeSpecificData: [Route: RouteData] = [:],
        changeRouteAnimated: Bool = true,
        navigationID: NavigationID? = nil,
        trigger: NavigationTrigger = .initial,
        context: RouteData? = nil,
        options: NavigationOptions = NavigationOptions(),
        restorableRoutes: [Route: RestorationEntry] = [:]
    ) {
        self.route = route
        self.routeSpecificData = routeSpecificData
        self.changeRouteAnimated = changeRouteAnimated
        self.navigationID = navigationID
        self.trigger = trigger
        self.context = context
        self.options = options
        self.restorableRoutes = restorableRoutes
    }

    /// The data attached to `route`, as `type`.
    public func data<Value>(for route: Route, as type: Value.Type = Value.self) -> Value? {
        routeSpecificData[route]?.value(as: type)
    }
}
