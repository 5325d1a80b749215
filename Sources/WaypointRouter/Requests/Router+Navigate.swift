import WaypointRx

extension Router {
    /// Builds a request and sends it at once; the handle observes, awaits
    /// (`try await router.navigate { … }.value`) or cancels it. The result comes once the UI
    /// shows the destination, or fails with the navigation's error (a `RoutingError`).
    @discardableResult
    public func navigate(_ configure: (NavigationRequest) -> Void) -> NavigationHandle {
        let request = NavigationRequest()
        configure(request)
        return send(request)
    }

    /// Moves the sheet of `segment` (the deepest segment of the route with that name) to
    /// `detent`, without dismissing it: the state's `sheetDetents` changes and the router moves
    /// the sheet, as a navigation of its own (sequenced after a running one, superseding it as
    /// any newer navigation does). The result comes once the sheet rests there. A route without
    /// `segment` fails at once (`RoutingError.invalidSheetDetent`); a segment that is not a
    /// sheet or a detent it does not have fails the navigation, and nothing changes.
    @discardableResult
    public func selectSheetDetent(_ detent: SheetDetent.Identifier, of segment: RouteElementIdentifier, animated: Bool = true) -> NavigationHandle {
        navigate { $0.sheetDetent(detent, of: segment).animated(animated) }
    }

    /// Goes to `route`; `try await router.navigate(to: route).value` waits for the UI to show it.
    @discardableResult
    public func navigate(to route: Route, animated: Bool = true) -> NavigationHandle {
        navigate { $0.to(route).animated(animated) }
    }

    /// Sends a request built elsewhere (deep links, restoration).
    func send(_ request: NavigationRequest) -> NavigationHandle {
        let id = NavigationID.next()
        guard let action = request.makeAction(id) else {
            return fail(request, with: .cancelled(reason: "the request names no destination"))
        }
        if !request.options.sheetDetents.isEmpty {
            // Checked against the route the request starts from, as the reducer will see it.
            let destination = action.destination(from: request.origin ?? stateTransform(store.state).route)
            if let missing = request.options.sheetDetents.first(where: { $0.sheetRoute(in: destination) == nil }) {
                return fail(request, with: .invalidSheetDetent(
                    reason: "\(missing.segment.map { "no segment \"\($0)\"" } ?? "no segment") in the destination \(destination.routeDescription) for detent \(missing.detent)"))
            }
        }
        if isDisposed {
            // Nothing is dispatched; the tracker meets the ended event stream and fails the
            // request as the router's disposal does.
            let result = AsyncSubject<NavigationResult>()
            let tracker = RequestTracker(id: id, request: request, result: result)
            tracker.start(events)
            return handle(for: tracker, result: result)
        }
        let result = AsyncSubject<NavigationResult>()
        let tracker = RequestTracker(id: id, request: request, result: result)
        registry.register(id, NavigationRegistry.RequestInfo(guards: request.guards, from: request.origin, lifetime: request.lifetime))
        tracker.start(events)
        dispatch(action)
        return handle(for: tracker, result: result)
    }

    /// The handle of a tracked request: cancelling it cancels the navigation the request has
    /// become (after redirects), unless it ended.
    func handle(for tracker: RequestTracker, result: AsyncSubject<NavigationResult>) -> NavigationHandle {
        NavigationHandle(requestID: tracker.requestID, outcome: result) { [weak self] in
            guard let id = tracker.liveNavigationID else { return }
            self?.cancel(id)
        }
    }
}

/// Follows one request's events (through redirects) and fires its callbacks when it ends.
// @unchecked: every var is touched only under `lock`; callbacks run outside it.
final class RequestTracker: @unchecked Sendable {
    private let lock = Locked(())
    private var tracked: NavigationID
    private var ended = false
    let requestID: NavigationID
    private let completions: [@Sendable () -> Void]
    private let successes: [@Sendable (NavigationResult) -> Void]
    private let failures: [@Sendable (Swift.Error) -> Void]
    private let result: AsyncSubject<NavigationResult>
    private let subscription = SingleAssignmentDisposable()

    init(id: NavigationID, request: NavigationRequest, result: AsyncSubject<NavigationResult>) {
        tracked = id
        requestID = id
        completions = request.completionHandlers
        successes = request.successHandlers
        failures = request.failureHandlers
        self.result = result
    }

    /// The navigation the request is now (after redirects), or `nil` once it ended.
    var liveNavigationID: NavigationID? {
        lock.withLock { _ in ended ? nil : tracked }
    }

    func start(_ events: Observable<NavigationEvent>) {
        subscription.setDisposable(events.subscribe(onNext: { [self] event in handle(event) }, onCompleted: { [self] in
            finish(.failure(RoutingError.cancelled(reason: "the router was disposed")))
        }))
    }

    private func handle(_ event: NavigationEvent) {
        let mine = lock.withLock { _ -> Bool in !ended && event.navigationID == tracked }
        guard mine else { return }
        switch event.kind {
        case .completed(let route):
            finish(.success(NavigationResult(navigationID: event.navigationID, requestID: requestID, route: route)))
        case .failed(let error):
            finish(.failure(error))
        case .cancelled(.redirected(_, let next)):
            lock.withLock { _ in tracked = next }
        case .cancelled(.guardRejected(let error)):
            finish(.failure(error))
        case .cancelled(let reason):
            finish(.failure(RoutingError.cancelled(reason: reason.description)))
        default:
            break
        }
    }

    private func finish(_ outcome: Result<NavigationResult, Swift.Error>) {
        let first = lock.withLock { _ -> Bool in
            if ended { return false }
            ended = true
            return true
        }
        guard first else { return }
        subscription.dispose()
        switch outcome {
        case .success(let value):
            for handler in completions { handler() }
            for handler in successes { handler(value) }
            result.onNext(value)
            result.onCompleted()
        case .failure(let error):
            for handler in failures { handler(error) }
            result.onError(error)
        }
    }
}
