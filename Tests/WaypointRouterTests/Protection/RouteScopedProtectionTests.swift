import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A space that implements neither `shouldProtect`.
struct ForgetfulSpace: ProtectionSpace {}

/// Protection registered once for routes, whatever starts the navigation (issue 25, defects 3 and 4).
final class RouteScopedProtectionTests: LeakCheckingTestCase {
    private func harness(_ login: PresentingLogin) -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        login.present = { [weak store = nav.store] in store?.dispatch(Show("login")) }
        nav.router.protect(with: login, routesContaining: ["settings"])
        return nav
    }

    func testAProtectionIsToldTheNavigationItProtects() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = PresentingLogin()
        login.signedIn = true
        nav.router.add(guard: NavigationGuard(protectionSpace: login))
        nav.dispatch(SetRouteAction(["feed", "post"]))
        nav.router.navigate(toLink: "myapp://profile/settings")
        nav.skipEvents(through: 10)
        XCTAssertEqual(login.asked, ["/ → /feed/post action"])
        XCTAssertNoThrow(try nav.router.deepLinks.register("/profile/settings", route: ["profile", "settings"]))
        nav.router.navigate(toLink: "myapp://profile/settings")
        nav.skipEvents(through: 20)
        XCTAssertEqual(login.asked, ["/ → /feed/post action", "/feed/post → /profile/settings deepLink"])
    }

    func testASpaceThatImplementsNeitherMethodFailsTheNavigationWithAClearError() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.navigate { $0.to(["account"]).protect(with: ForgetfulSpace()) }
        nav.expect("""
            0 #1 cancelled: guard rejected: Guard ForgetfulSpace rejected the navigation: ForgetfulSpace was asked without the navigation's context: it must implement shouldProtect(_:unprotect:failure:) or shouldProtect(unprotect:failure:)
            """)
        nav.assertRoute([])
    }

    /// Runs `start` on a fresh harness whose `/settings` is protected, signs in at 50, and
    /// returns what the space was asked and the events of the navigation to `/settings`.
    private func protectedNavigation(_ start: (NavigationHarness<AppState>) throws -> Void) rethrows -> (asked: [String], shown: Route) {
        let login = PresentingLogin()
        let nav = harness(login)
        try start(nav)
        nav.at(50) { _ in login.signIn() }
        nav.skipEvents(through: 100)
        nav.assertInSync()
        return (login.asked, nav.shown)
    }

    func testAnActionIsHeld() {
        let result = protectedNavigation { $0.dispatch(SetRouteAction(["settings"])) }
        XCTAssertEqual(result.asked, ["/ → /settings action"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testARelativeActionIsHeld() {
        let result = protectedNavigation { $0.dispatch(Show("settings")) }
        XCTAssertEqual(result.asked, ["/ → /settings action"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testALinkIsHeld() throws {
        let result = try protectedNavigation { nav in
            try nav.router.deepLinks.register("/settings", route: ["settings"])
            nav.router.navigate(toLink: "myapp://settings")
        }
        XCTAssertEqual(result.asked, ["/ → /settings deepLink"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testARequestIsHeld() {
        let result = protectedNavigation { $0.router.navigate { $0.to(["settings"]) } }
        XCTAssertEqual(result.asked, ["/ → /settings request"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testARedirectIsHeld() {
        let result = protectedNavigation { nav in
            nav.router.add(guard: NavigationGuard(name: "moved") { context, completion in
                completion(context.to == ["prefs"] ? .failure(Redirect(to: ["settings"])) : .success)
            })
            nav.dispatch(SetRouteAction(["prefs"]))
        }
        // The protection runs first: it lets /prefs pass, then holds the redirect to /settings.
        XCTAssertEqual(result.asked, ["/ → /settings action"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testARestorationIsHeld() throws {
        let saving = NavigationHarness(state: AppState(), reducer: appReducer)
        saving.router.navigate { $0.to(["settings"]).stateRestorable(identifier: "settings") }
        saving.skipEvents(through: 10)
        let saved = try saving.router.saveState()
        let result = try protectedNavigation { nav in _ = try nav.router.restoreState(from: saved) }
        XCTAssertEqual(result.asked, ["/ → /settings restoration"])
        XCTAssertEqual(result.shown, ["settings"])
    }

    func testTheWholeTimelineOfAHeldActionAndAnUnprotectedOne() {
        let login = PresentingLogin()
        let nav = harness(login)
        nav.dispatch(SetRouteAction(["feed"]))
        nav.dispatch(Show("settings"), at: 10)
        nav.at(50) { _ in login.signIn() }
        // Unprotected routes pass the route-scoped protection without a word (no "guards passed").
        nav.expect("""
                0 #1 start / → /feed
              0-1 #1 push feed
                1 #1 completed /feed
               10 #2 held by PresentingLogin
               10 #3 start /feed → /feed/login
            10-11 #3 push login
               11 #3 completed /feed/login
               50 #2 guards passed
               50 #2 start /feed/login → /feed/settings
            50-51 #2 change login → settings
               51 #2 completed /feed/settings
            """)
        XCTAssertEqual(login.asked, ["/feed → /feed/settings action"])
    }

    func testThePrefixAndPredicateFormsPickTheirRoutes() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let prefix = PresentingLogin(), predicate = PresentingLogin()
        prefix.signedIn = true
        predicate.signedIn = true
        nav.router.protect(with: prefix, routesStartingWith: ["account"])
        nav.router.protect(with: predicate) { $0.trigger == .deepLink }
        nav.dispatch(SetRouteAction(["account", "card"]))
        nav.dispatch(SetRouteAction(["feed", "account"]), at: 10)
        nav.skipEvents(through: 20)
        XCTAssertEqual(prefix.asked, ["/ → /account/card action"])
        XCTAssertEqual(predicate.asked, [])
    }
}
