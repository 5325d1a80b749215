import Foundation
import WaypointRx

extension Router {
    /// Navigates to the route `link` leads to (see `deepLinks`), attaching the link's parameters
    /// and query items to it as `[String: String]` data. The navigation has the trigger
    /// `.deepLink` and goes through the same guards as any other; `configure` adds request
    /// options (`animated`, callbacks, `protect(with:)`, …) — its `passData` replaces the link's
    /// data, and the link decides the destination.
    ///
    /// A link whose route is over `limits` (too deep, a segment too long) is malformed. A
    /// malformed or unknown link changes nothing in the state: the result fails with
    /// `RoutingError.malformedLink` / `.unknownLink`, which `router.events` also reports as a
    /// `failed` event (on the router's scheduler, like any other outcome).
    ///
    /// `try await router.navigate(toLink: link).value` waits for the UI to show the route.
    @discardableResult
    public func navigate(toLink link: String, _ configure: (NavigationRequest) -> Void = { _ in }) -> NavigationHandle {
        let request = NavigationRequest()
        configure(request)
        request.trigger = .deepLink
        let match: DeepLinkMatch
        do {
            match = try deepLinks.parse(link)
        } catch {
            return fail(request, with: error as? RoutingError ?? .malformedLink(DeepLinkRegistry.abbreviated(link), reason: String(describing: error)))
        }
        if let violation = limits.violation(of: match.route) {
            return fail(request, with: .malformedLink(DeepLinkRegistry.abbreviated(link), reason: violation))
        }
        request.to(match.route)
        if request.data == nil { request.data = match.data }
        return send(request)
    }

    /// Navigates to the route `url` leads to; see `navigate(toLink:_:)`.
    @discardableResult
    public func navigate(toLink url: URL, _ configure: (NavigationRequest) -> Void = { _ in }) -> NavigationHandle {
        navigate(toLink: url.absoluteString, configure)
    }

    /// Ends `request` before it reached the store: a `failed` event under a new id, delivered to
    /// the request's callbacks and result like any other.
    func fail(_ request: NavigationRequest, with error: RoutingError) -> NavigationHandle {
        let id = NavigationID.next()
        let result = AsyncSubject<NavigationResult>()
        let tracker = RequestTracker(id: id, request: request, result: result)
        tracker.start(events)
        submit(.external(NavigationEvent(id, .failed(error))))
        return handle(for: tracker, result: result)
    }
}
