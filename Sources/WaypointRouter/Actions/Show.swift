/// Tempura's `Show`: makes the given screens the top of the route. When the first of them is
/// already in the route, the route goes back to it (dropping what is above) and continues with
/// the rest; otherwise they are pushed on top.
public struct Show: RouteChangeAction {
    /// The screens to show, bottom to top.
    public let identifiers: [RouteElementIdentifier]
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

    /// Shows `identifier`.
    public init(_ identifier: RouteElementIdentifier, animated: Bool = true, context: RouteData? = nil, data: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init([identifier], animated: animated, context: context, data: data, navigationID: navigationID, trigger: trigger)
    }

    /// Shows `identifiers`, bottom to top.
    public init(_ identifiers: [RouteElementIdentifier], animated: Bool = true, context: RouteData? = nil, data: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.identifiers = identifiers
        self.animated = animated
        self.context = context
        self.destinationData = data
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// The route with `identifiers` on top.
    public func destination(from route: Route) -> Route {
        guard let first = identifiers.first else { return route }
        if let index = route.lastIndex(of: first) {
            return Array(route[..<index]) + identifiers
        }
        return route + identifiers
    }
}
