/// Pops the top segment of the current route (nothing on an empty route).
public struct PopRouteSegment: RouteChangeAction {
    /// Whether the transition is animated.
    public let animated: Bool
    /// A value handed to the routables during the transition.
    public let context: RouteData?
    /// The id of this navigation.
    public let navigationID: NavigationID
    /// What started it.
    public let trigger: NavigationTrigger
    /// Always `nil`: popping attaches no data.
    public var destinationData: RouteData? { nil }

    /// Pops the top segment.
    public init(animated: Bool = true, context: RouteData? = nil, navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.animated = animated
        self.context = context
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// `route` without its last segment.
    public func destination(from route: Route) -> Route { Array(route.dropLast()) }
}
