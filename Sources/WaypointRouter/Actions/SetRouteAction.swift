/// Sets the whole route: `SetRouteAction(["tabs", "home", "user"])`.
public struct SetRouteAction: RouteChangeAction, Equatable {
    /// The route to show.
    public let route: Route
    /// Whether the transition is animated.
    public let animated: Bool
    /// Data attached to `route` in the same step.
    public let destinationData: RouteData?
    /// A value handed to the routables during the transition.
    public let context: RouteData?
    /// The id of this navigation.
    public let navigationID: NavigationID
    /// What started it.
    public let trigger: NavigationTrigger
    /// The options of the request that made it.
    public let options: NavigationOptions

    /// Sets the route to `route`, optionally attaching `data` to it.
    public init(_ route: Route, animated: Bool = true, data: RouteData? = nil, context: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action, options: NavigationOptions = NavigationOptions()) {
        self.options = options
        self.route = route
        self.animated = animated
        self.destinationData = data
        self.context = context
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// Always `route`.
    public func destination(from route: Route) -> Route { self.route }
}
