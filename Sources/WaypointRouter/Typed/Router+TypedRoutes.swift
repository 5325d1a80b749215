import WaypointRx

extension Router where State: HasTypedRoute {
    /// Goes to the typed route `route`: `router.navigate(to: [.feed, .post(id: 42)])`;
    /// `try await router.navigate(to: route).value` waits for the UI to show it.
    @discardableResult
    public func navigate(to route: [State.Segment], animated: Bool = true) -> NavigationHandle {
        navigate { $0.to(route.routeIdentifiers).animated(animated) }
    }

    /// The route the UI shows now, as far as the router knows, as segments: its longest prefix
    /// whose segments are `State.Segment`s (all of it, unless string segments were mixed in).
    public var displayedTypedRoute: [State.Segment] {
        displayedRoute.typedPrefix(as: State.Segment.self)
    }

    /// `events` in typed terms, in the same order, on the router's scheduler.
    public var typedEvents: Observable<TypedNavigationEvent<State.Segment>> {
        events.map { TypedNavigationEvent($0) }
    }
}

extension NavigationRequest {
    /// Goes to the typed route `route`.
    @discardableResult public func to<Segment: RouteSegment>(_ route: [Segment]) -> NavigationRequest {
        to(route.routeIdentifiers)
    }

    /// Pushes the typed segment `segment` on top of the route.
    @discardableResult public func push<Segment: RouteSegment>(_ segment: Segment) -> NavigationRequest {
        push(segment.routeIdentifier)
    }

    /// Shows the typed segments `segments` on top (Tempura's `Show`).
    @discardableResult public func show<Segment: RouteSegment>(_ segments: Segment...) -> NavigationRequest {
        destination = .show(segments.routeIdentifiers)
        return self
    }

    /// Hides the typed segment `segment` and everything above it (Tempura's `Hide`).
    @discardableResult public func hide<Segment: RouteSegment>(_ segment: Segment) -> NavigationRequest {
        hide(segment.routeIdentifier)
    }
}
