import WaypointRx

/// Why a navigation ended before reaching its destination.
public enum CancellationReason: Equatable, Sendable, CustomStringConvertible {
    /// A newer navigation replaced it.
    case superseded(by: NavigationID?)
    /// A guard rejected it.
    case guardRejected(RoutingError)
    /// A guard sent it elsewhere; the redirected navigation goes on under `navigationID`.
    case redirected(to: Route, navigationID: NavigationID)
    /// It was aborted (the router was disposed, or the request cancelled).
    case aborted
    /// The user changed the screen on their own while it ran (see `UserNavigation`); the screen
    /// shows what the user left, not the destination.
    case interruptedByUser

    /// `superseded by #4`, `guard rejected: …`, `redirected to /login`, `aborted`.
    public var description: String {
        switch self {
        case .superseded(let id): return "superseded" + (id.map { " by \($0)" } ?? "")
        case .guardRejected(let error): return "guard rejected: \(error)"
        case .redirected(let route, let id): return "redirected to \(route.routeDescription) as \(id)"
        case .aborted: return "aborted"
        case .interruptedByUser: return "interrupted by the user"
        }
    }
}

/// One thing that happened to a navigation, as `router.events` reports it.
public struct NavigationEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Equatable, Sendable {
        /// The router began moving the UI from `from` to `to`.
        case started(from: Route, to: Route, trigger: NavigationTrigger)
        /// The guards let the navigation pass.
        case guardsPassed
        /// A protection space holds the navigation until it is unprotected.
        case held(by: String)
        /// The destination's routable came from the keep-alive cache.
        case cacheHit(identifier: String)
        /// A routable was asked to perform a step.
        case stepStarted(RoutingAction)
        /// The routable reported the step done.
        case stepEnded(RoutingAction)
        /// The UI shows `route`; the navigation is done.
        case completed(route: Route)
        /// The navigation ended early.
        case cancelled(CancellationReason)
        /// The navigation failed; the UI shows what it showed before the failing step.
        case failed(RoutingError)
        /// A routable called a step's completion handler again; the call was ignored.
        case duplicateCompletion(RoutingAction)
        /// A completion handler arrived after its step had timed out; it was ignored.
        case lateCompletion(RoutingAction)
        /// The user changed the UI on their own (a back swipe, a tab tap, a sheet swiped down):
        /// `from` → `to`, reported under a new id (see `UserNavigation`).
        case userNavigated(from: Route, to: Route, by: UserNavigation.Kind)
        /// The router set the state's route back to what the UI shows.
        case synced(route: Route)
        /// The user is about to make a change a user-change guard checks (see `UserChangeGuard`),
        /// reported under a new id.
        case userChangeAttempted(UserChangeAttempt)
        /// The user-change guards decided on the attempt reported under the same id.
        case userChangeDecided(UserChangeVerdict)
        /// A user gesture (`Router.beginUserGesture()`) was not ended within the router's
        /// `gestureTimeout`: it ended on its own and the router went on; reported under a new id.
        case userGestureTimedOut(timeout: RxTimeInterval)
    }

    /// The navigation this event belongs to.
    public let navigationID: NavigationID
    /// What happened.
    public let kind: Kind

    /// An event of the navigation `navigationID`: what happened is `kind`.
    public init(_ navigationID: NavigationID, _ kind: Kind) {
        self.navigationID = navigationID
        self.kind = kind
    }

    /// `true` for the events that end a navigation: completed, cancelled, failed.
    public var isTerminal: Bool {
        switch kind {
        case .completed, .cancelled, .failed: return true
        default: return false
        }
    }

    /// `#3 started /home → /home/user (action)`.
    public var description: String {
        let text: String
        switch kind {
        case .started(let from, let to, let trigger): text = "started \(from.routeDescription) → \(to.routeDescription) (\(trigger.rawValue))"
        case .guardsPassed: text = "guards passed"
        case .held(let name): text = "held by \(name)"
        case .cacheHit(let identifier): text = "cache hit \(identifier)"
        case .stepStarted(let step): text = "step started \(step)"
        case .stepEnded(let step): text = "step ended \(step)"
        case .completed(let route): text = "completed \(route.routeDescription)"
        case .cancelled(let reason): text = "cancelled: \(reason)"
        case .failed(let error): text = "failed: \(error)"
        case .duplicateCompletion(let step): text = "duplicate completion of \(step) ignored"
        case .lateCompletion(let step): text = "late completion of \(step) ignored"
        case .userNavigated(let from, let to, let kind): text = "user navigated \(from.routeDescription) → \(to.routeDescription) (\(kind.rawValue))"
        case .synced(let route): text = "state synced to \(route.routeDescription)"
        case .userChangeAttempted(let attempt): text = "user attempts \(attempt)"
        case .userChangeDecided(let verdict): text = "user change \(verdict)"
        case .userGestureTimedOut(let timeout): text = "user gesture not ended within \(timeout.seconds) s"
        }
        return "\(navigationID) \(text)"
    }
}
