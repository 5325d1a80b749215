import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// Issue 13, defect 1: a route change the app makes itself, with its own `NavigationAction`
/// (which keeps the last navigation's id), is followed like any other.
final class AppRouteChangeTests: LeakCheckingTestCase {
    private struct AppGoTo: NavigationAction {
        let route: Route
        func reduce(_ state: NavigationState) -> NavigationState {
            var next = state
            next.route = route
            return next
        }
    }

    func testTheAppsOwnNavigationActionIsFollowed() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["a"]))
        nav.skipEvents(through: 10)
        nav.dispatch(AppGoTo(route: ["b"]))
        nav.expect("""
               10 #2 start /a → /b
            10-11 #2 change a → b
               11 #2 completed /b
            """)
        XCTAssertEqual(nav.router.displayedRoute, ["b"])
        nav.assertShows(["b"])
        nav.assertRoute(["b"])
    }

    func testAnAppChangeAfterAUserPopIsFollowed() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["a", "b"]))
        nav.skipEvents(through: 10)
        nav.userGoesBack()
        nav.dispatch(AppGoTo(route: ["c"]), at: 20)
        nav.expect("""
               10 #2 user popped /a/b → /a
               10 #2 synced /a
               20 #3 start /a → /c
            20-21 #3 change a → c
               21 #3 completed /c
            """)
        nav.assertShows(["c"])
        XCTAssertEqual(nav.router.displayedRoute, ["c"])
        nav.assertRoute(["c"])
    }
}
