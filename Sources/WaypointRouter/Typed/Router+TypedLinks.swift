extension Router {
    /// Navigates to the typed route `link` leads to under `links` (see `RouteLinks`), with the
    /// trigger `.deepLink`, through the same guards as any other navigation; `configure` adds
    /// request options (`animated`, callbacks, `protect(with:)`, …) — the link decides the
    /// destination, and its parameters are in the route's segments, typed.
    ///
    /// A link over `limits` (a route too deep, a segment too long), one that cannot be read or
    /// one that names no case changes nothing in the state: the result fails with
    /// `RoutingError.malformedLink` / `.unknownLink`, which `router.events` also reports as a
    /// `failed` event. The same screen reached in-app and by a link receives the same typed value.
    @discardableResult
    public func navigate<Segment: RouteSegment>(toLink link: String, using links: RouteLinks<Segment>,
                                                _ configure: (NavigationRequest) -> Void = { _ in }) -> NavigationHandle {
        let request = NavigationRequest()
        configure(request)
        request.trigger = .deepLink
        let route: Route
        do {
            route = try links.route(for: link, limits: limits).routeIdentifiers
        } catch {
            return fail(request, with: error)
        }
        if let violation = limits.violation(of: route) {
            return fail(request, with: .malformedLink(DeepLinkRegistry.abbreviated(link), reason: violation))
        }
        request.to(route)
        return send(request)
    }
}
