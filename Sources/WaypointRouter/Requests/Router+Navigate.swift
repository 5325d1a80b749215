import WaypointRx

extension Router {
    /// Builds a request and sends it; the result emits once the UI shows the destination, or
    /// fails with the navigation's error (a `RoutingError`). The request is sent at once,
    /// whether or not the result is subscribed.
    @discardableResult
    public func navigate(_ configure: (NavigationRequest) -> Void) -> Observable<NavigationResult> {
        let request = NavigationRequest()
        configure(request)
        return send(request)
    }

    /// Builds and sends a request, and waits for the UI to show its destination.
    public func navigate(_ configure: (NavigationRequest) -> Void) async throws -> NavigationResult {
        let result: Observable<NavigationResult> = navigate(configure)
        return try await withCheckedThrowingContinuation { continuation in
            let resumed = AtomicBox(false)
            _ = result.subscribe(
                onNext: { value in
                    if !resumed.exchange(true, ordering: .acquiringAndReleasing) { continuation.resume(returning: value) }
                },
                onError: { error in
                    if !resumed.exchange(true, ordering: .acquiringAndReleasing) { continuation.resume(throwing: error) }
                }
            )
        }
    }

    /// Goes to `route` and waits for the UI to show it.
    public func navigate(to route: Route, animated: Bool = true) async throws -> NavigationResult {
        try await navigate { $0.to(route).animated(animated) }
    }

    /// Sends a request built elsewhere (deep links, restoration).
    func send(_ request: NavigationRequest) -> Observable<NavigationResult> {
        let id = NavigationID.next()
        guard let action = request.makeAction(id) else {
            return .error(RoutingError.cancelled(reason: "the request names no destination"))
        }
        let result = AsyncSubject<NavigationResult>()
        let tracker = RequestTracker(id: id, request: request, result: result)
        registry.register(id, NavigationRegistry.RequestInfo(guards: request.guards, from: request.origin, lifetime: request.lifetime))
        tracker.start(events)
        store.dispatch(action)
        return result.asObservable()
    }
}

/// Follows one request's events (through redirects) and fires its callbacks when it ends.
// @unchecked: every var is touched only under `lock`; callbacks run outside it.
final class RequestTracker: @unchecked Sendable {
    private let lock = Locked(())
    private var tracked: NavigationID
    private var ended = false
    private let requestID: NavigationID
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
