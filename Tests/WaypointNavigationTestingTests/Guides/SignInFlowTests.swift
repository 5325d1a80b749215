import Foundation
import Testing
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointStore

// The guide "A sign-in flow, end to end" (Sources/Waypoint/Waypoint.docc/SignInFlow.md), as real
// tests: keep the app below and the tests in step with it.

/// The guide's app (in a namespace: the test module has an `AppState` of its own).
enum SignInGuide {
    enum Screen: RouteSegment {
        case feed
        case post(id: Int)
        case account
        case payments(card: String)
        case settings
        case login

        var needsSignIn: Bool {
            switch self {
            case .account, .payments, .settings: return true
            case .feed, .post, .login: return false
            }
        }
    }

    struct AppState: HasTypedRoute {
        typealias Segment = Screen
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
        private let isSignedIn: @Sendable () -> Bool
        private let dispatch: @Sendable (Action) -> Void

        init(store: Store<AppState>, router: Router<AppState>) {
            isSignedIn = { [weak store] in store?.state.user != nil }
            dispatch = { [weak store] action in store?.dispatch(action) }
            router.protect(with: self, matching: { route in route.contains { $0.needsSignIn } })
        }

        func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                           failure: @escaping @Sendable (Error) -> Void) -> Bool {
            if isSignedIn() { return false }
            let to = context.typedTo(as: Screen.self)
            if to.contains(.login) {
                // Asked for while the login is up (`Show(Screen.settings)`): the same screens without it.
                failure(Redirect(to: to.filter { $0 != .login }.routeIdentifiers))
                return true
            }
            let first = held.count == 0
            held.hold(unprotect: unprotect, failure: failure)
            if first { dispatch(Show(Screen.login)) }
            return true
        }

        func signIn(as user: String) {
            dispatch(LogIn(user: user))
            held.unprotectAll()
        }

        func cancel() {
            held.failAll(LoginCancelled())
            dispatch(Hide(Screen.login))
        }

        func signOut(route: [Screen]) {
            dispatch(LogOut())
            dispatch(SetRouteAction(Array(route.prefix { !$0.needsSignIn })))
        }
    }
}

final class SignInFlowTests: XCTestCase {
    private typealias AppState = SignInGuide.AppState
    private typealias Login = SignInGuide.Login
    private typealias Screen = SignInGuide.Screen
    private let appReducer = SignInGuide.appReducer

    // The guide's XCTest example, verbatim.
    func testTheSettingsWaitForSignIn() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        nav.dispatch(SetRouteAction([Screen.account, .settings]))   // a link, a request or a restoration alike
        nav.advance(to: 30)                                         // the user types their password
        login.signIn(as: "ada")
        nav.expect("""
            0 #1 held by Login
            0 #2 start / → /login
            0 #2 push login
            1 #2 pushed login
            1 #2 completed /login
            30 #1 guards passed
            30 #1 start /login → /account/settings
            30 #1 change login → account
            31 #1 changed login → account
            31 #1 push settings
            32 #1 pushed settings
            32 #1 completed /account/settings
            """)
        nav.assertShows([.account, .settings])
    }

    /// A signed-out app on the feed, with a post open.
    private func signedOutOnAPost() -> (NavigationHarness<AppState>, Login) {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        nav.router.navigate(to: [.feed, .post(id: 1)], animated: false)
        nav.advance(to: 5)
        nav.skipEvents()
        return (nav, login)
    }

    func testAPushedProtectedScreenIsHeldWhateverItsData() {
        let (nav, login) = signedOutOnAPost()
        let request = nav.navigate(at: 10) { $0.push(Screen.payments(card: "visa")) }
        nav.advance(to: 30)
        nav.assertShows([.feed, .post(id: 1), .login])
        login.signIn(as: "ada")
        nav.expect("""
            10 #2 held by Login
            10 #3 start /feed/post(id: 1) → /feed/post(id: 1)/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /feed/post(id: 1)/login
            30 #2 guards passed
            30 #2 start /feed/post(id: 1)/login → /feed/post(id: 1)/payments(card: "visa") [request]
            30 #2 change login → payments(card: "visa")
            31 #2 changed login → payments(card: "visa")
            31 #2 completed /feed/post(id: 1)/payments(card: "visa")
            """)
        nav.assertShows([.feed, .post(id: 1), .payments(card: "visa")])
        XCTAssertEqual(request.log, ["31 completion", "31 onSuccess /feed/post(id: 1)/payments(card: \"visa\")",
                                     "31 next /feed/post(id: 1)/payments(card: \"visa\")", "31 completed"])
        nav.finish()
    }

    func testATabSwitchToAProtectedTabIsHeld() {
        let (nav, login) = signedOutOnAPost()
        nav.navigate(to: [.account], at: 10)
        nav.advance(to: 30)
        login.signIn(as: "ada")
        nav.expect("""
            10 #2 held by Login
            10 #3 start /feed/post(id: 1) → /feed/post(id: 1)/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /feed/post(id: 1)/login
            30 #2 guards passed
            30 #2 start /feed/post(id: 1)/login → /account [request]
            30 #2 pop login
            31 #2 popped login
            31 #2 pop post(id: 1)
            32 #2 popped post(id: 1)
            32 #2 change feed → account
            33 #2 changed feed → account
            33 #2 completed /account
            """)
        nav.assertShows([.account])
        nav.finish()
    }

    func testALinkToAProtectedScreenIsHeld() throws {
        let (nav, login) = signedOutOnAPost()
        let links = try RouteLinks<Screen>(scheme: "myapp", patterns: ["payments": "pay/:card"])
        nav.navigate(toLink: "myapp://account/pay/visa", using: links, at: 10)
        nav.advance(to: 30)
        login.signIn(as: "ada")
        nav.expect("""
            10 #2 held by Login
            10 #3 start /feed/post(id: 1) → /feed/post(id: 1)/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /feed/post(id: 1)/login
            30 #2 guards passed
            30 #2 start /feed/post(id: 1)/login → /account/payments(card: "visa") [deepLink]
            30 #2 pop login
            31 #2 popped login
            31 #2 pop post(id: 1)
            32 #2 popped post(id: 1)
            32 #2 change feed → account
            33 #2 changed feed → account
            33 #2 push payments(card: "visa")
            34 #2 pushed payments(card: "visa")
            34 #2 completed /account/payments(card: "visa")
            """)
        nav.assertShows([.account, .payments(card: "visa")])
        nav.finish()
    }

    func testARestoredProtectedScreenIsHeld() throws {
        // A signed-in session saved on the settings…
        let before = NavigationHarness(state: AppState(), reducer: appReducer)
        let first = Login(store: before.store, router: before.router)
        first.signIn(as: "ada")
        before.router.navigate(to: [.account, .settings], animated: false)
        before.advance(to: 5)
        let saved = try before.router.saveState()
        before.skipEvents()
        before.finish()
        // …restored at the next launch, signed out.
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        try nav.router.restoreState(from: saved, as: Screen.self)
        nav.advance(to: 30)
        login.signIn(as: "ada")
        nav.expect("""
            0 #1 held by Login
            0 #2 start / → /login
            0 #2 push login
            1 #2 pushed login
            1 #2 completed /login
            30 #1 guards passed
            30 #1 start /login → /account/settings [restoration]
            30 #1 change login → account
            30 #1 changed login → account
            30 #1 push settings
            30 #1 pushed settings
            30 #1 completed /account/settings
            """)
        nav.assertShows([.account, .settings])
        nav.finish()
    }

    func testAScreenShownWhileTheLoginIsUpOpensWithoutTheLogin() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        nav.dispatch(SetRouteAction([Screen.feed]))
        nav.advance(to: 5)
        nav.skipEvents()
        nav.dispatch(Show(Screen.account), at: 10)
        nav.dispatch(Show(Screen.settings), at: 20)   // Show resolves against the route: /feed/login/settings
        nav.advance(to: 30)
        login.signIn(as: "ada")
        nav.expect("""
            10 #2 held by Login
            10 #3 start /feed → /feed/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /feed/login
            20 #4 cancelled: redirected to /feed/settings as #5
            20 #5 held by Login
            30 #2 guards passed
            30 #2 start /feed/login → /feed/account
            30 #2 change login → account
            30 #5 guards passed
            31 #2 changed login → account
            31 #2 cancelled: superseded by #5
            31 #5 start /feed/account → /feed/settings
            31 #5 change account → settings
            32 #5 changed account → settings
            32 #5 completed /feed/settings
            """)
        nav.assertShows([.feed, .settings])
        nav.finish()
    }

    func testEveryHeldNavigationGoesOnAfterOneSignInAndTheLoginIsPresentedOnce() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        nav.dispatch(SetRouteAction([Screen.feed]))
        nav.advance(to: 5)
        nav.skipEvents()
        nav.navigate(at: 10) { $0.to([Screen.account, .settings]) }
        nav.dispatch(SetRouteAction([Screen.account, .settings]), at: 20)   // a second tap: the login is up already
        nav.advance(to: 30)
        XCTAssertEqual(login.held.count, 2)
        login.signIn(as: "ada")
        nav.expect("""
            10 #2 held by Login
            10 #3 start /feed → /feed/login
            10 #3 push login
            11 #3 pushed login
            11 #3 completed /feed/login
            20 #4 held by Login
            30 #2 guards passed
            30 #2 start /feed/login → /account/settings [request]
            30 #2 pop login
            30 #4 guards passed
            31 #2 popped login
            31 #2 cancelled: superseded by #4
            31 #4 start /feed → /account/settings
            31 #4 change feed → account
            32 #4 changed feed → account
            32 #4 push settings
            33 #4 pushed settings
            33 #4 completed /account/settings
            """)
        XCTAssertEqual(login.held.count, 0)
        nav.finish()
    }

    func testClosingTheLoginFailsTheHeldNavigationAndSignOutLeavesProtectedScreens() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = Login(store: nav.store, router: nav.router)
        nav.dispatch(SetRouteAction([Screen.feed, .settings]))
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
        nav.dispatch(SetRouteAction([Screen.feed, .settings]), at: 30)
        nav.advance(to: 40)
        nav.skipEvents()
        login.signOut(route: nav.typedRoute)
        nav.advance(to: 50)
        nav.expect("""
            40 #5 start /feed/settings → /feed
            40 #5 pop settings
            41 #5 popped settings
            41 #5 completed /feed
            """)
        nav.assertShows([.feed])
        nav.finish()
    }
}

// The guide's Swift Testing example, verbatim.
@Test func theSettingsWaitForSignIn() {
    typealias AppState = SignInGuide.AppState
    typealias Login = SignInGuide.Login
    typealias Screen = SignInGuide.Screen
    let appReducer = SignInGuide.appReducer

    let nav = NavigationHarness(state: AppState(), reducer: appReducer)
    let login = Login(store: nav.store, router: nav.router)
    nav.dispatch(SetRouteAction([Screen.account, .settings]))
    nav.advance(to: 30)
    login.signIn(as: "ada")
    nav.expect("""
        0 #1 held by Login
        0 #2 start / → /login
        0 #2 push login
        1 #2 pushed login
        1 #2 completed /login
        30 #1 guards passed
        30 #1 start /login → /account/settings
        30 #1 change login → account
        31 #1 changed login → account
        31 #1 push settings
        32 #1 pushed settings
        32 #1 completed /account/settings
        """)
    nav.assertShows([.account, .settings])
}
