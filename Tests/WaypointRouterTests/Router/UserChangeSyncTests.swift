import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// Found by the mixed router property test: two changes the user makes one right after the
/// other (a pop, then a tab switch back to the route the state had before the pop) while the
/// first one's sync is still on its way. The second must be synced too, or the state keeps the
/// first one's route while the screen shows the second.
final class UserChangeSyncTests: LeakCheckingTestCase {
    func testASecondUserChangeWhileTheFirstSyncIsOnItsWayIsSyncedToo() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["b"]))
        nav.skipEvents(through: 10)
        nav.at(20) { nav in
            nav.userGoesBack()
            nav.userSelectsTab("b", atDepth: 0)
        }
        nav.run()
        nav.skipEvents()
        nav.assertShows(["b"])
        nav.assertRoute(["b"])
        nav.assertInSync()
    }
}
