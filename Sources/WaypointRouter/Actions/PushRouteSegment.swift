/// Pushes one segment on top of the current route.
public struct PushRouteSegment: RouteChangeAction {
    /// The segment to push.
    public let segment: RouteElementIdentifier
    /// Whether the transition is animated.
    public let animated: Bool
    /// Data attached to the new route.
    public let destinationData: RouteData?
    /// A value handed to the routables during the transition.
    public let context: RouteData?
    /// The id of this navigation.
    public let navigationID: NavigationID
    /// What started it.
    public let trigger: NavigationTrigger

    /// Pushes `segment`.
    public init(_ segment: RouteElementIdentifier, animated: Bool = true, data: RouteData? = nil, context: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.segment = segment
        self.animated = animated
        self.destinationData = data
        self.context = context
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// `route + [segment]`.
    public func destination(from route: Route) -> Route { route + [segment] }
}
