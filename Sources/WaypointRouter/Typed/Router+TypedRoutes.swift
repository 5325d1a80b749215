import WaypointRx

extension Router where State: HasTypedRoute {
    /// Goes to the typed route `route`: `router.navigate(to: [.feed, .post(id: 42)])`;
    /// `try await router.navigate(to: route).value` waits for the UI to show it.
    @discardableResult
    public func navigate(to route: [State.Segment], animated: Bool = true) -> NavigationHandle {
        navigate { $0.to(route.routeIdentifiers).animated(animated) }
    }

    /// Moves the sheet of the typed segment `segment` to `detent`, without dismissing it:
    /// `router.selectSheetDetent(.large, of: .player)` (see `selectSheetDetent(_:of:animated:)`).
    @discardableResult
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: State.Segment, animated: Bool = true) -> NavigationHandle {
        selectSheetDetent(detent, of: segment.routeIdentifier, animated: animated)
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

    /// The sheet of the typed segment `segment` rests at `detent` once the request is done (see
    /// `sheetDetent(_:of:)`): `$0.to([.home, .player]).sheetDetent(.medium, of: AppRoute.player)`.
    @discardableResult public func sheetDetent<Segment: RouteSegment>(_ detent: SheetDetent.Identifier, of segment: Segment) -> NavigationRequest {
        sheetDetent(detent, of: segment.routeIdentifier)
    }

    /// Hides the typed segment `segment` and everything above it (Tempura's `Hide`).
    @discardableResult public func hide<Segment: RouteSegment>(_ segment: Segment) -> NavigationRequest {
        hide(segment.routeIdentifier)
    }
}
