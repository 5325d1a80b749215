import Testing
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointStore

// The guide "A sign-in flow, end to end" (Sources/Waypoint/Waypoint.docc/SignInFlow.md), as real
// tests: keep the app below and the tests in step with it.

/// The guide's app (in a namespace: the test module has an `AppState` of its own).
enum SignInGuide {
    struct AppState: HasNavigationState {
        var navigationState = NavigationState()
        var user: String?
    }

    struct LogIn: Action { let user: String }
    struct LogOut: Action {}

    static func appReducer(action: Action, state: AppState?) -> AppState {
        var state = state ?? AppState()
        switch action {
        case let action as LogIn: state.user = action.user
        case is LogOut: state.user = nil
        default: break
        }
        state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
        return state
    }

    struct LoginCancelled: Error, CustomStringConvertible {
        var description: String { "the user closed the login" }
    }

    final class Login: ProtectionSpace {
        let held = HeldNavigations()
        private let protected: Set<RouteElementIdentifier>
        private let isSignedIn: @Sendable () -> Bool
        private let dispatch: @Sendable (Action) -> Void

        init(store: Store<AppState>, router: Router<AppState>, protecting protected: Set<RouteElementIdentifier>) {
            self.protected = protected
            isSignedIn = { [weak store] in store?.state.user != nil }
            dispatch = { [weak store] action in store?.dispatch(action) }
            router.protect(with: self, routesContaining: protected)
        }

        func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                           failure: @escaping @Sendable (Error) -> Void) -> Bool {
            if isSignedIn() { return false }
            let first = held.count == 0
            held.hold(unprotect: unprotect, failure: failure)
            if first { dispatch(Show("login")) }
            return true
        }

        func signIn(as user: String) {
            dispatch(LogIn(user: user))
            held.unprotectAll()
        }

        func cancel() {
            held.failAll(LoginCancelled())
            dispatch(Hide("login"))
        }

        func signOut(route: Route) {
            dispatch(LogOut())
            dispatch(SetRouteAction(Array(route.prefix { !protected.contains($0) })))
        }
    }
}

final class SignInFlowTests: XCTestCase {
    private typealias AppState = SignInGuide.AppState
    private typealias Login = SignInGuide.Login
    private let appReducer = SignInGuide.appReducer

    // The guide's XCTest example, verbatim.
    func testTheSettingsWaitForSignIn() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router, protecting: ["settings"])
        nav.dispatch(SetRouteAction(["settings"]))   // a link, a request or a restoration alike
        nav.advance(to: 30)                          // the user types their password
        login.signIn(as: "ada")
        nav.expect("""
            0 #1 held by Login
            0 #2 start / → /login
            0 #2 push login
            1 #2 pushed login
            1 #2 completed /login
            30 #1 guards passed
            30 #1 start /login → /settings
            30 #1 change login → settings
            31 #1 changed login → settings
            31 #1 completed /settings
            """)
    }

    func testEveryHeldNavigationGoesOnAfterOneSignInAndTheLoginIsPresentedOnce() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router, protecting: ["settings"])
        nav.dispatch(SetRouteAction(["profile"]))
        nav.advance(to: 5)
        nav.skipEvents()
        nav.navigate(at: 10) { $0.to(["profile", "settings"]) }
        nav.dispatch(SetRouteAction(["profile", "settings"]), at: 20)   // a second tap: the login is up already
        nav.advance(to: 30)
        XCTAssertEqual(login.held.count, 2)
        login.signIn(as: "ada")
        // Released together, they run in the order they were held; as always, the newer one
        // supersedes the older once the older's running step ends, and finds nothing left to do.
        nav.expect("""
            10 #2 held by Login
            10 #3 start /profile → /profile/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /profile/login
            20 #4 held by Login
            30 #2 guards passed
            30 #2 start /profile/login → /profile/settings [request]
            30 #2 change login → settings
            30 #4 guards passed
            31 #2 changed login → settings
            31 #2 cancelled: superseded by #4
            31 #4 start /profile/settings → /profile/settings
            31 #4 completed /profile/settings
            """)
        XCTAssertEqual(login.held.count, 0)
        nav.finish()
    }

    func testClosingTheLoginFailsTheHeldNavigationAndSignOutLeavesProtectedScreens() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router, protecting: ["settings"])
        nav.dispatch(SetRouteAction(["profile", "settings"]))
        nav.advance(to: 10)
        login.cancel()
        nav.advance(to: 20)
        nav.expect("""
            0 #1 held by Login
            0 #2 start / → /login
            0 #2 push login
            1 #2 pushed login
            1 #2 completed /login
            10 #1 cancelled: guard rejected: Guard Login rejected the navigation: the user closed the login
            10 #3 start /login → /
            10 #3 pop login
            11 #3 popped login
            11 #3 completed /
            """)
        XCTAssertEqual(login.held.count, 0)
        login.signIn(as: "ada")
        nav.dispatch(SetRouteAction(["profile", "settings"]), at: 30)
        nav.advance(to: 40)
        nav.skipEvents()
        login.signOut(route: nav.route)
        nav.advance(to: 50)
        nav.expect("""
            40 #5 start /profile/settings → /profile
            40 #5 pop settings
            41 #5 popped settings
            41 #5 completed /profile
            """)
        nav.assertShows(["profile"])
        nav.finish()
    }
}

// The guide's Swift Testing example, verbatim.
@Test func theSettingsWaitForSignIn() {
    typealias AppState = SignInGuide.AppState
    typealias Login = SignInGuide.Login
    let appReducer = SignInGuide.appReducer

    let nav = NavigationHarness(state: AppState(), reducer: appReducer)
    let login = Login(store: nav.store, router: nav.router, protecting: ["settings"])
    nav.dispatch(SetRouteAction(["settings"]))
    nav.advance(to: 30)
    login.signIn(as: "ada")
    nav.expect("""
        0 #1 held by Login
        0 #2 start / → /login
        0 #2 push login
        1 #2 pushed login
        1 #2 completed /login
        30 #1 guards passed
        30 #1 start /login → /settings
        30 #1 change login → settings
        31 #1 changed login → settings
        31 #1 completed /settings
        """)
}
