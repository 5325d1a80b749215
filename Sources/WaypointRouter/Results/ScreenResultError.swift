/// Why a screen presented with `Router.present(_:expecting:animated:)` gave no value back.
///
/// A presentation that could not show the screen fails with the navigation's own
/// `RoutingError` instead, and a cancelled awaiting task with `CancellationError`.
public enum ScreenResultError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The user closed the screen (a swipe down, the back button) before it sent a value.
    case dismissedByUser
    /// Navigation `by` took the screen off the route before it sent a value.
    case replaced(by: NavigationID)
    /// The router was disposed or released while the screen was waiting.
    case routerGone

    public var description: String {
        switch self {
        case .dismissedByUser: return "The user closed the screen before it gave a result"
        case .replaced(let id): return "Navigation \(id) removed the screen before it gave a result"
        case .routerGone: return "The router went away before the screen gave a result"
        }
    }
}
