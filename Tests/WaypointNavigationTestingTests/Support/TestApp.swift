import WaypointRouter
import WaypointStore

/// A small app for the kit's tests: navigation state and a signed-in flag.
struct AppState: HasNavigationState, Equatable {
    var navigationState = NavigationState()
    var signedIn = false
}

struct SignIn: Action {}

func appReducer(_ action: Action, _ state: AppState?) -> AppState {
    var next = state ?? AppState()
    next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
    if action is SignIn { next.signedIn = true }
    return next
}

/// Holds navigations until `signIn()`.
// @unchecked: tests drive it from the single test thread only.
final class Login: ProtectionSpace, @unchecked Sendable {
    private var waiting: [@Sendable () -> Void] = []
    private var signedIn = false

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
        if signedIn { return false }
        waiting.append(unprotect)
        return true
    }

    func signIn() {
        signedIn = true
        let release = waiting
        waiting = []
        for unprotect in release { unprotect() }
    }
}
