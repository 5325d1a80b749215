import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// A navigation that reaches the store while the previous one's step is running, when that step
/// then fails or times out: found by the soak test. The newer navigation must go on from what
/// the UI shows, not be overwritten by the sync that puts the failed one's state back.
final class SupersededFailureTests: LeakCheckingTestCase {
    func testANavigationQueuedBehindAFailingStepStillRunsAndEnds() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 5, stepTimeout: 20)
        nav.tree.setBehavior(.never, for: "x")
        nav.dispatch(SetRouteAction(["x"]), at: 100)
        nav.dispatch(SetRouteAction(["b"]), at: 105)
        nav.expect("""
                100 #1 start / → /x
                100 #1 push x
                120 #1 failed: The step to push x as segment 1 of the route did not complete within 20.0 s (the routable did not call its completion handler in time)
                120 #2 start /x → /b
            120-125 #2 change x → b
                125 #2 completed /b
            """)
        nav.assertShows(["b"])
        nav.assertRoute(["b"])
        XCTAssertEqual(nav.router.displayedRoute, ["b"])
    }

    func testANavigationQueuedBehindAFailingStepIsNotSettledByAPendingUserPop() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 5, stepTimeout: 20)
        nav.tree.setBehavior(.never, for: "x")
        nav.dispatch(SetRouteAction(["a"]), at: 100)
        nav.dispatch(SetRouteAction(["a", "x"]), at: 110)
        nav.at(115) { nav in
            nav.dispatch(SetRouteAction(["b"]))
            nav.userGoesBack()  // the user takes "x" off the screen while its push hangs
        }
        nav.expect("""
                100 #1 start / → /a
            100-105 #1 push a
                105 #1 completed /a
                110 #2 start /a → /a/x
                110 #2 push x
                130 #2 failed: The step to push x as segment 2 of the route did not complete within 20.0 s (the routable did not call its completion handler in time)
                130 #3 user popped /a/x → /a
                130 #4 start /a → /b
            130-135 #4 change a → b
                135 #4 completed /b
            """)
        nav.assertShows(["b"])
        nav.assertRoute(["b"])
        XCTAssertEqual(nav.router.displayedRoute, ["b"])
    }
}
