/// Tempura's `Hide`: removes the screen from the route, with everything above it. Hiding a
/// screen that is not in the route leaves the route as it is.
public struct Hide: RouteChangeAction {
    /// The screen to hide.
    public let identifier: RouteElementIdentifier
    /// Whether the transition is animated.
    public let animated: Bool
    /// A value handed to the routables during the transition.
    public let context: RouteData?
    /// The id of this navigation.
    public let navigationID: NavigationID
    /// What started it.
    public let trigger: NavigationTrigger
    /// Always `nil`: hiding attaches no data.
    public var destinationData: RouteData? { nil }

    /// Hides `identifier`.
    public init(_ identifier: RouteElementIdentifier, animated: Bool = true, context: RouteData? = nil,
                navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.identifier = identifier
        self.animated = animated
        self.context = context
        self.navigationID = navigationID
        self.trigger = trigger
    }

    /// The route below the deepest `identifier`.
    public func destination(from route: Route) -> Route {
        guard let index = route.lastIndex(of: identifier) else { return route }
        return Array(route[..<index])
    }
}
