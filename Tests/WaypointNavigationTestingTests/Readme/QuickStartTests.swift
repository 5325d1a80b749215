import Testing
import XCTest
import WaypointNavigationTesting
import WaypointRouter

// The README's "Test it on virtual time", as a real test (this target's AppState and appReducer
// route navigation actions exactly as the README's quick start does): keep the two in step.

final class QuickStartTests: XCTestCase {
    func testARequestShowsItsDestinationThenAnActionGoesBack() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.navigate { $0.to(["home", "settings"]) }
        nav.dispatch(SetRouteAction(["home"]), at: 10)
        nav.expect("""
            0 #1 start / → /home/settings [request]
            0 #1 push home
            1 #1 pushed home
            1 #1 push settings
            2 #1 pushed settings
            2 #1 completed /home/settings
            10 #2 start /home/settings → /home
            10 #2 pop settings
            11 #2 popped settings
            11 #2 completed /home
            """)
        nav.assertShows(["home"])
    }
}
