import WaypointRx

/// One `present(_:expecting:)` call: shows the screen, watches the router's events until the
/// screen sends its value or leaves the route, removes it, and answers exactly once.
///
/// Phases: presenting (the navigation that shows the screen runs) → shown (the UI shows
/// `target`) → removing (the screen sent its value; the navigation that takes it off runs), or
/// closing (it sent its value while the user's own action takes it off, which the route then
/// shows) → ended; or, when the caller stops waiting while the screen is being shown, abandoned: the
/// presentation is cancelled, and a screen it put up all the same is taken off once it ends.
/// The answer goes out outside the lock.
// @unchecked: every var is touched only under `lock`.
final class ResultPresentation<Value: Sendable>: @unchecked Sendable {
    private enum Phase {
        case presenting(sent: Value?)
        case shown(target: Route)
        /// The screen sent its value while the user's own action takes it off: answered once the
        /// route no longer shows `target`.
        case closing(sent: Value, target: Route)
        case removing
        case abandoned
        case ended
    }

    /// What a sent value leads to.
    private enum SendOutcome { case keep, remove(Route), drop }
    /// What the caller's stopping leads to.
    private enum StopAction { case nothing, takeOff(Route), cancel(NavigationHandle?) }

    private let lock = Locked(())
    private var phase = Phase.presenting(sent: nil)
    private var observer: (@Sendable (SingleEvent<Value>) -> Void)?
    private let removal: @Sendable (Route) -> NavigationHandle?
    private let shown: @Sendable () -> Route
    /// The navigation that shows the screen, and the route it goes to once it started.
    private var presentation: NavigationHandle?
    private var target: Route?
    /// Navigations started before `presentation` was known (it may start inside `navigate`).
    private var earlyStarts: [NavigationID: Route] = [:]
    private let events = SingleAssignmentDisposable()
    private let presenting = SingleAssignmentDisposable()
    private let removing = SingleAssignmentDisposable()
    /// What the screen receives.
    private(set) var result: ScreenResult<Value>!

    /// A presentation answering `observer`; `removal` navigates to the route that takes the
    /// screen off (`nil` when the router is gone).
    /// `shown` reads what the UI shows.
    init(observer: @escaping @Sendable (SingleEvent<Value>) -> Void, removal: @escaping @Sendable (Route) -> NavigationHandle?,
         shown: @escaping @Sendable () -> Route) {
        self.observer = observer
        self.removal = removal
        self.shown = shown
        result = ScreenResult { [weak self] value, closing in self?.sent(value, closing: closing) ?? false }
    }

    /// Follows `events` (subscribed before the screen is asked for, so nothing is missed), then
    /// the navigation that shows the screen. The subscriptions keep the presentation alive until
    /// it ends (they are disposed then), also when the caller stopped waiting first.
    func start(events stream: Observable<NavigationEvent>, presentation: () -> NavigationHandle) -> Disposable {
        events.setDisposable(stream.subscribe(
            onNext: { [self] event in observe(event) },
            onCompleted: { [self] in end(.failure(ScreenResultError.routerGone)) }))
        let handle = presentation()
        lock.withLock { _ in
            self.presentation = handle
            target = earlyStarts[handle.requestID]
            earlyStarts = [:]
        }
        presenting.setDisposable(handle.subscribe(
            onNext: { [self] result in presented(result.route) },
            onError: { [self] error in presentationFailed(error) }))
        return Disposables.create { [self] in stop() }
    }

    /// The UI shows the screen at the end of `route`.
    private func presented(_ route: Route) {
        let (sent, abandoned): (Value?, Bool) = lock.withLock { _ in
            if case .abandoned = phase { return (nil, true) }
            guard case .presenting(let sent) = phase else { return (nil, false) }
            phase = .shown(target: route)
            return (sent, false)
        }
        if abandoned { return takeOffAbandoned() }
        if let sent { remove(route, answering: sent) }
    }

    /// The navigation that shows the screen failed or was cancelled.
    private func presentationFailed(_ error: Swift.Error) {
        let state: (abandoned: Bool, presenting: Bool, sent: Value?) = lock.withLock { _ in
            switch phase {
            case .abandoned: return (true, false, nil)
            case .presenting(let sent): return (false, true, sent)
            default: return (false, false, nil)
            }
        }
        if state.abandoned { return takeOffAbandoned() }
        guard state.presenting else { return }
        // A screen that answered while its navigation was still running has answered.
        if let sent = state.sent { end(.success(sent)) } else { end(.failure(error)) }
    }

    /// The screen sent `value` (`closing`: the user's own action is taking it off); returns
    /// whether it was taken.
    private func sent(_ value: Value, closing: Bool) -> Bool {
        let next: SendOutcome = lock.withLock { _ in
            switch phase {
            case .presenting(nil):
                phase = .presenting(sent: value)
                return .keep
            case .shown(let target) where closing:
                phase = .closing(sent: value, target: target)
                return .keep
            case .shown(let target):
                phase = .removing
                return .remove(target)
            case .presenting, .closing, .removing, .abandoned, .ended:
                return .drop
            }
        }
        switch next {
        case .keep:
            result.close()
            return true
        case .remove(let target):
            remove(target, answering: value)
            return true
        case .drop:
            return false
        }
    }

    /// Takes the screen at the end of `target` off the route, then answers `value`.
    private func remove(_ target: Route, answering value: Value) {
        result.close()
        lock.withLock { _ in if case .shown = phase { phase = .removing } }
        guard let handle = removal(Array(target.dropLast())) else { return end(.success(value)) }
        removing.setDisposable(handle.subscribe(
            onNext: { [self] _ in end(.success(value)) },
            onError: { [self] _ in end(.success(value)) }))
    }

    /// Ends the presentation when a navigation or the user took the screen off.
    private func observe(_ event: NavigationEvent) {
        let closed: Value? = lock.withLock { _ in
            guard case .closing(let value, let target) = phase else { return nil }
            switch event.kind {
            case .completed(let route) where !route.starts(with: target), .synced(let route) where !route.starts(with: target):
                return value
            default:
                return nil
            }
        }
        if let closed { return end(.success(closed)) }
        let ending: ScreenResultError? = lock.withLock { _ in
            if case .started(_, let to, _) = event.kind {
                if let presentation {
                    if event.navigationID == presentation.requestID { target = to }
                } else {
                    earlyStarts[event.navigationID] = to
                }
            }
            guard case .shown(let target) = phase else { return nil }
            switch event.kind {
            case .userNavigated(_, let to, _) where !to.starts(with: target):
                return .dismissedByUser
            case .completed(let route) where !route.starts(with: target), .synced(let route) where !route.starts(with: target):
                return .replaced(by: event.navigationID)
            default:
                return nil
            }
        }
        if let ending { end(.failure(ending)) }
    }

    /// Answers once and lets go of everything.
    private func end(_ answer: SingleEvent<Value>) {
        let (ending, observer): (Bool, (@Sendable (SingleEvent<Value>) -> Void)?) = lock.withLock { _ in
            if case .ended = phase { return (false, nil) }
            phase = .ended
            defer { self.observer = nil }
            return (true, self.observer)
        }
        guard ending else { return }
        result.close()
        events.dispose()
        presenting.dispose()
        removing.dispose()   // its navigation has ended, or the router is gone
        observer?(answer)    // nil when the caller stopped waiting during the removal
    }

    /// The caller stopped waiting: a screen on screen is taken off; a presentation still running
    /// is cancelled, and what it showed all the same is taken off when it ends.
    private func stop() {
        let next: StopAction = lock.withLock { _ in
            defer { observer = nil }
            switch phase {
            case .shown(let target):
                phase = .ended
                return .takeOff(target)
            case .presenting:
                phase = .abandoned
                return .cancel(presentation)
            case .closing, .removing, .abandoned, .ended:
                return .nothing   // a closing screen, a removal or an abandoned presentation ends by itself
            }
        }
        result.close()
        switch next {
        case .takeOff(let target):
            events.dispose()
            presenting.dispose()
            _ = removal(Array(target.dropLast()))
        case .cancel(let handle):
            handle?.cancel()   // the outcome still comes, to `presented` or `presentationFailed`
        case .nothing:
            break
        }
    }

    /// An abandoned presentation ended: the screen goes if the UI shows it.
    private func takeOffAbandoned() {
        let target: Route? = lock.withLock { _ in
            phase = .ended
            return self.target
        }
        events.dispose()
        presenting.dispose()
        if let target, shown().starts(with: target) { _ = removal(Array(target.dropLast())) }
    }
}
