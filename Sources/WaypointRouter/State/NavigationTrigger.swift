/// What started a navigation.
public enum NavigationTrigger: String, Equatable, Hashable, Sendable, Codable {
    /// The state the store started with.
    case initial
    /// A route action dispatched to the store (`SetRouteAction`, `Show`, …).
    case action
    /// A request made with `router.navigate`.
    case request
    /// A deep link.
    case deepLink
    /// State restoration.
    case restoration
    /// The router bringing the state back to what the UI shows (after a failure or a
    /// user-driven change); the router runs no transition for it.
    case sync
}
