import Waypoint

/// Why a held navigation was given up: the user closed the login screen.
struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "the user closed the login screen" }
}

/// The account's protection space (CoreNavigation's `ProtectionSpace`), registered once on the
/// router for the screens of signed-in users: while nobody is signed in it holds a navigation to
/// one of them — whatever started it: a request, an action, a link, a restoration — presents the
/// login screen (once, for the first navigation it holds), and lets the held navigations go on to
/// their targets once someone signs in (`signedIn()`), or cancels them when the login screen is
/// closed (`cancel()`). The login it presents is a navigation it starts, so it never holds it. A
/// protected screen asked for while the login is up (`Show(AppScreen.account)` over it) is
/// redirected to the same screens without the login.
final class LoginProtection: ProtectionSpace {
    private let held = HeldNavigations()
    private let isSignedIn: @Sendable () -> Bool
    private let presentLogin: @Sendable () -> Void

    init(isSignedIn: @escaping @Sendable () -> Bool, presentLogin: @escaping @Sendable () -> Void) {
        self.isSignedIn = isSignedIn
        self.presentLogin = presentLogin
    }

    func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                       failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        if isSignedIn() { return false }
        let to = context.typedTo(as: AppScreen.self)
        if to.contains(.login) {
            // Asked for while the login is up (a `Show` resolves against the route that ends with
            // it): the same screens without the login, held like the first, or the sign-in would
            // bring the login back with the screen inside it.
            failure(Redirect(to: to.filter { $0 != .login }.routeIdentifiers))
            return true
        }
        let first = held.count == 0
        held.hold(unprotect: unprotect, failure: failure)
        if first { presentLogin() }
        return true
    }

    /// How many navigations it holds.
    var heldCount: Int { held.count }

    /// Someone signed in: every held navigation goes on.
    func signedIn() { held.unprotectAll() }

    /// The login screen was closed: every held navigation is cancelled.
    func cancel() { held.failAll(LoginCancelled()) }
}
