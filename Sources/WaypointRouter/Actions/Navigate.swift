/// Tempura's `Navigate`: goes to an absolute route.
public struct Navigate: RouteChangeAction {
    /// The route to show.
    public let route: Route
    /// Whether the transition is animated.
    public let animated: Bool
    /// A value handed to the routables during the transition.
    public let context: RouteData?
    /// Data attached to the new route.
    public let destinationData: RouteData?
    /// The id of this navigation.
    public let navigationID: NavigationID
    /// What started it.
    public let trigger: NavigationTrigger

    /// Goes to `route`.
    public init(to route: Route, animated: Bool = true, context: RouteData? = nil, data: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.route = route
        self.animated = animated
        self.context = context
        self.destinationData = data
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// Always `route`.
    public func destination(from route: Route) -> Route { self.route }
}
