import WaypointRx

/// The results presented screens still owe, by router: `returnResult` finds the wait of the
/// screen it names here. One lock guards the list; waits end outside it.
final class PendingResults: Sendable {
    private let waits = Locked([PendingResult]())

    func add(_ wait: PendingResult) {
        waits.withLock { $0.append(wait) }
    }

    func remove(_ wait: PendingResult) {
        waits.withLock { waits in waits.removeAll { $0 === wait } }
    }

    /// The deepest shown wait for the screen `identifier`, if any.
    func shown(_ identifier: RouteElementIdentifier) -> PendingResult? {
        waits.withLock { waits in
            waits.filter { $0.shownDepth(of: identifier) != nil }.max { $0.shownDepth(of: identifier)! < $1.shownDepth(of: identifier)! }
        }
    }
}

/// One presented screen's wait for its result: follows the presenting navigation's events and
/// what the router shows, and ends once (see `ScreenResult`).
// @unchecked: `state` is touched only under `lock`; the wait ends outside it.
final class PendingResult: @unchecked Sendable {
    enum State {
        /// The presenting navigation runs under `navigationID`.
        case presenting(navigationID: NavigationID)
        /// The screen `identifier` is shown at `depth`.
        case shown(identifier: RouteElementIdentifier, depth: Int)
        case ended
    }

    private let lock = Locked(())
    private var state: State
    private let identifier: RouteElementIdentifier
    private let end: @Sendable (Result<any Sendable, Error>) -> Void
    private let subscription = SingleAssignmentDisposable()

    init(navigationID: NavigationID, identifier: RouteElementIdentifier, end: @escaping @Sendable (Result<any Sendable, Error>) -> Void) {
        state = .presenting(navigationID: navigationID)
        self.identifier = identifier
        self.end = end
    }

    /// The depth the screen `identifier` is shown at, while this wait is for it and it is shown.
    func shownDepth(of identifier: RouteElementIdentifier) -> Int? {
        lock.withLock { _ in
            if case .shown(let shown, let depth) = state, shown == identifier { return depth }
            return nil
        }
    }

    /// Follows the router's `events`.
    func follow(_ events: Observable<NavigationEvent>) {
        subscription.setDisposable(events.subscribe(onNext: { [self] event in handle(event) }, onCompleted: { [self] in
            finish(.failure(RoutingError.cancelled(reason: "the router was disposed")))
        }))
    }

    private func handle(_ event: NavigationEvent) {
        enum Step { case nothing, finish(Error), shown }
        let step: Step = lock.withLock { _ in
            switch state {
            case .ended:
                return .nothing
            case .presenting(let id):
                guard event.navigationID == id else { return .nothing }
                switch event.kind {
                case .completed(let route):
                    guard route.last == identifier else {
                        return .finish(RoutingError.cancelled(reason: "the screen \(identifier) was not shown"))
                    }
                    state = .shown(identifier: identifier, depth: route.count - 1)
                    return .shown
                case .cancelled(.redirected(_, let next)):
                    state = .presenting(navigationID: next)
                    return .nothing
                case .failed(let error), .cancelled(.guardRejected(let error)):
                    return .finish(error)
                case .cancelled(let reason):
                    return .finish(RoutingError.cancelled(reason: reason.description))
                default:
                    return .nothing
                }
            case .shown(let shown, let depth):
                let route: Route
                switch event.kind {
                case .completed(let reached), .synced(let reached): route = reached
                case .userNavigated(_, let to, _): route = to
                default: return .nothing
                }
                if route.count > depth && route[depth] == shown { return .nothing }
                if case .userNavigated = event.kind {
                    return .finish(RoutingError.cancelled(reason: "the screen was dismissed by the user"))
                }
                return .finish(RoutingError.cancelled(reason: "the screen was left for \(route.routeDescription)"))
            }
        }
        switch step {
        case .nothing, .shown: break
        case .finish(let error): finish(.failure(error))
        }
    }

    /// Ends the wait with `outcome` unless it ended; `true` when this call ended it.
    @discardableResult
    func finish(_ outcome: Result<any Sendable, Error>) -> Bool {
        let first = lock.withLock { _ -> Bool in
            if case .ended = state { return false }
            state = .ended
            return true
        }
        guard first else { return false }
        subscription.dispose()
        end(outcome)
        return true
    }

    /// The navigation presenting the screen, while it runs.
    var presentingNavigation: NavigationID? {
        lock.withLock { _ in
            if case .presenting(let id) = state { return id }
            return nil
        }
    }
}
