import WaypointRouter

extension ScreenFactory {
    /// A factory that builds the screen of every `Segment` with `screen`, a `switch` over the
    /// app's cases: a case without a screen is a compile error, and each screen gets its case's
    /// data typed — whether the segment was reached in-app, by a link or by restoration.
    ///
    /// ```swift
    /// let screens = ScreenFactory<UIViewController>(Screen.self) { segment in
    ///     switch segment {
    ///     case .feed: return .push(FeedViewController())
    ///     case .post(let id): return .push(PostViewController(id: id))
    ///     case .compose: return .sheet(ComposeViewController())
    ///     }
    /// }
    /// ```
    ///
    /// `screen` runs on the router's scheduler each time the containers need a segment's
    /// presentation or screen; only the returned `RoutedScreen`'s autoclosure builds the screen.
    /// The route's data travels in the case; the step's `RoutingContext` stays with string
    /// registrations (`register(_:presentation:make:)`).
    /// A segment that is not a `Segment` (a string segment) has no screen here:
    /// `ContainerError.unknownScreen`, unless a string registration covers it.
    public convenience init<Segment: RouteSegment>(_ type: Segment.Type,
                                                   screen: @escaping (Segment) throws -> RoutedScreen<Screen>) {
        self.init()
        register(type, screen: screen)
    }

    /// Builds the screen of every `Segment` with `screen` (see `init(_:screen:)`); later
    /// registrations win over earlier ones, as for string segments.
    public func register<Segment: RouteSegment>(_ type: Segment.Type,
                                                screen: @escaping (Segment) throws -> RoutedScreen<Screen>) {
        register(Entry(
            matches: { (try? Segment(routeIdentifier: $0)) != nil },
            presents: { identifier in
                // Asked only after `matches` decoded the segment (decoding is remembered); a
                // `screen` that throws is asked again by `make`, whose error fails the step.
                (try? screen(Segment(routeIdentifier: identifier)))?.presentation ?? .push
            },
            make: { request in try screen(Segment(routeIdentifier: request.segment)).make() }))
    }
}
