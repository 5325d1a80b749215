// The route actions built from typed segments: each becomes the string action of the segments'
// identifiers, so the reducer, the guards and the router treat it as any other.

extension SetRouteAction {
    /// Sets the route to the typed route `route`: `SetRouteAction([Screen.feed, .post(id: 42)])`.
    public init<Segment: RouteSegment>(_ route: [Segment], animated: Bool = true, context: RouteData? = nil,
                                       navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init(route.routeIdentifiers, animated: animated, context: context, navigationID: navigationID, trigger: trigger)
    }
}

extension Show {
    /// Shows the typed segment `segment` (see `init(_:animated:context:data:navigationID:trigger:)`).
    public init<Segment: RouteSegment>(_ segment: Segment, animated: Bool = true, context: RouteData? = nil,
                                       navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init([segment.routeIdentifier], animated: animated, context: context, navigationID: navigationID, trigger: trigger)
    }

    /// Shows the typed segments `segments`, bottom to top.
    public init<Segment: RouteSegment>(_ segments: [Segment], animated: Bool = true, context: RouteData? = nil,
                                       navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init(segments.routeIdentifiers, animated: animated, context: context, navigationID: navigationID, trigger: trigger)
    }
}

extension Hide {
    /// Hides the typed segment `segment` and everything above it.
    public init<Segment: RouteSegment>(_ segment: Segment, animated: Bool = true, context: RouteData? = nil,
                                       navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init(segment.routeIdentifier, animated: animated, context: context, navigationID: navigationID, trigger: trigger)
    }
}

extension PushRouteSegment {
    /// Pushes the typed segment `segment`.
    public init<Segment: RouteSegment>(_ segment: Segment, animated: Bool = true, context: RouteData? = nil,
                                       navigationID: NavigationID = .next(), trigger: NavigationTrigger = .action) {
        self.init(segment.routeIdentifier, animated: animated, context: context, navigationID: navigationID, trigger: trigger)
    }
}
