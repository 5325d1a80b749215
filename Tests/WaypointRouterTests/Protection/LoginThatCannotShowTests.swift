import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A protection holds a navigation and presents its login, but the login cannot be shown (the
/// routable refuses it, its step times out, a newer navigation cancels it): the held navigation
/// fails, naming the protection and why, instead of waiting for a sign-in nobody can make.
final class LoginThatCannotShowTests: LeakCheckingTestCase {
    func testAHeldNavigationFailsWhenTheLoginItsProtectionStartedCannotBeShown() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.fail("\"login\" is not a tab"), for: "login", on: .push)
        let login = PresentingLogin()
        login.present = { [weak store = nav.store] in store?.dispatch(Show("login")) }
        nav.router.protect(with: login, routesContaining: ["account"])
        let request = nav.navigate { $0.to(["account"]) }
        nav.advance(to: 10)
        let reason = "PresentingLogin could not show the navigation it started for this one (which failed: The routable refused to push login as segment 1 of the route: \"login\" is not a tab)"
        nav.expect("""
            0 #1 held by PresentingLogin
            0 #2 start / → /login
            0 #2 push login
            0 #2 failed: The routable refused to push login as segment 1 of the route: "login" is not a tab
            0 #2 synced /
            0 #1 cancelled: guard rejected: Guard PresentingLogin rejected the navigation: \(reason)
            """)
        XCTAssertEqual(request.log.count, 2, "the request ended once: \(request.log)")
        login.signIn()   // too late: nothing is held any more
        nav.advance(to: 20)
        nav.expectNoEvents()
        nav.assertShows([])
        nav.finish()
    }

    func testAHeldNavigationWaitsOnWhileItsLoginIsShown() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = PresentingLogin()
        login.present = { [weak store = nav.store] in store?.dispatch(Show("login")) }
        nav.router.protect(with: login, routesContaining: ["account"])
        nav.navigate { $0.to(["account"]) }
        nav.advance(to: 100)
        nav.skipEvents()
        XCTAssertEqual(nav.route, ["login"])
        login.signIn()
        nav.advance(to: 110)
        nav.skipEvents()
        nav.assertShows(["account"])
        nav.finish()
    }
}
