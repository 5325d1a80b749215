import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// A user pop that reaches the router's queue behind a step's completion, found by the soak test:
/// the screen changed before the router handled the completion, so the next step must be planned
/// from the screen as the user left it.
final class UserPopOrderingTests: LeakCheckingTestCase {
    func testAUserPopQueuedBehindAStepCompletionIsAppliedBeforeTheNextStep() {
        // Queued: the completion and the pop wait in the router's queue together.
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50, ordering: .queued)
        nav.dispatch(SetRouteAction(["a"]), at: 100)
        nav.at(105) { nav in
            nav.dispatch(SetRouteAction(["b"]))  // waits for the push of "a", which completes at 110
            nav.userGoesBack(at: 110)            // scheduled after that completion: runs right after it
        }
        // The pop is applied before the next step: "b" is pushed on the empty screen, not changed from "a".
        nav.expect("""
                100 #1 start / → /a
            100-110 #1 push a
                110 #2 user popped /a → /
                110 #1 cancelled: superseded by #3
                110 #3 start / → /b
            110-120 #3 push b
                120 #3 completed /b
            """)
        nav.assertShows(["b"])
        nav.assertRoute(["b"])
        XCTAssertEqual(nav.router.displayedRoute, ["b"])
    }
}
