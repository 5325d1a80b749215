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
    /// A change the user asked for on screen that the router makes for them (a tap on the selected
    /// tab, or a back swipe a user-change guard allowed after asking; see `UserChangeGuard`).
    case user
    /// The router bringing the state back to what the UI shows (after a failure or a
    /// user-driven change); the router runs no transition for it.
    case sync
}
