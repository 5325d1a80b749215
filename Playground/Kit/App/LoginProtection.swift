import Waypoint

/// Why a held navigation was given up: the user closed the login screen.
struct LoginCancelled: Error, CustomStringConvertible {
    var description: String { "the user closed the login screen" }
}

/// The account's protection space (CoreNavigation's `ProtectionSpace`): while nobody is signed
/// in it holds a navigation, asks the app to present the login screen, and lets the navigation
/// go on to its original target once someone signs in (`signedIn()`), or cancels it when the
/// login screen is closed (`cancel()`).
final class LoginProtection: ProtectionSpace {
    private struct Held {
        let unprotect: @Sendable () -> Void
        let failure: @Sendable (Swift.Error) -> Void
    }

    private let held = Locked<[Held]>([])
    private let isSignedIn: @Sendable () -> Bool
    private let presentLogin: @Sendable () -> Void

    init(isSignedIn: @escaping @Sendable () -> Bool, presentLogin: @escaping @Sendable () -> Void) {
        self.isSignedIn = isSignedIn
        self.presentLogin = presentLogin
    }

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        if isSignedIn() { return false }
        held.withLock { $0.append(Held(unprotect: unprotect, failure: failure)) }
        presentLogin()
        return true
    }

    /// How many navigations it holds.
    var heldCount: Int { held.withLock { $0.count } }

    /// Someone signed in: every held navigation goes on.
    func signedIn() {
        for navigation in takeAll() { navigation.unprotect() }
    }

    /// The login screen was closed: every held navigation is cancelled.
    func cancel() {
        for navigation in takeAll() { navigation.failure(LoginCancelled()) }
    }

    private func takeAll() -> [Held] {
        held.withLock { held in
            defer { held = [] }
            return held
        }
    }
}
