import WaypointRx

extension Router where State: HasTypedRoute {
    /// Pushes `segment` on top of the route and waits for the screen to give back a value of
    /// `type`: `let color = try await router.present(.colorPicker, expecting: Color.self).value`.
    /// The screen answers with `returnResult(_:from:animated:)`. Every wait ends exactly once; see
    /// `ScreenResult` for each ending.
    public func present<Value: Sendable>(_ segment: State.Segment, expecting type: Value.Type,
                                         animated: Bool = true) -> ScreenResult<Value> {
        let identifier = segment.routeIdentifier
        let outcome = AsyncSubject<Value>()
        let handle = navigate { $0.push(identifier).animated(animated) }
        let results = pendingResults
        let box = WaitBox()
        let wait = PendingResult(navigationID: handle.requestID, identifier: identifier) { result in
            if let wait = box.wait { results.remove(wait) }
            switch result {
            case .success(let value):
                guard let value = value as? Value else {
                    let error = RoutingError.dataTypeMismatch(expected: String(reflecting: Value.self), received: String(reflecting: Swift.type(of: value)))
                    outcome.onError(error)
                    return
                }
                outcome.onNext(value)
                outcome.onCompleted()
            case .failure(let error):
                outcome.onError(error)
            }
        }
        box.wait = wait
        results.add(wait)
        wait.follow(events)
        return ScreenResult(outcome: outcome) { [weak wait] in
            guard let wait else { return }
            let presenting = wait.presentingNavigation
            if wait.finish(.failure(RoutingError.cancelled(reason: "the wait was cancelled"))), presenting != nil {
                handle.cancel()
            }
        }
    }
}

extension Router {
    /// The screen `segment` gives back `value` to the one who presented it
    /// (`present(_:expecting:animated:)`), and is dismissed: the route goes back to what is below
    /// it. Returns `false` when no wait is shown for that screen (it was never presented that
    /// way, or its wait ended). A value of another type than expected ends the wait with
    /// `RoutingError.dataTypeMismatch` (and still dismisses the screen).
    @discardableResult
    public func returnResult<Segment: RouteSegment, Value: Sendable>(_ value: Value, from segment: Segment, animated: Bool = true) -> Bool {
        let identifier = segment.routeIdentifier
        guard let wait = pendingResults.shown(identifier), let depth = wait.shownDepth(of: identifier) else { return false }
        guard wait.finish(.success(value)) else { return false }
        navigate { $0.to(Array(displayedRoute.prefix(depth))).animated(animated) }
        return true
    }
}

/// Lets the wait's ending closure reach the wait it belongs to.
// @unchecked: set once, before the wait can end.
private final class WaitBox: @unchecked Sendable {
    var wait: PendingResult?
}
