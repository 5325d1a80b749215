import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
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

    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testTheAppsOwnNavigationActionIsFollowed() {
        harness = RouterHarness()
        harness.setRoute(["a"], id: 1, at: 100)
        harness.dispatch(AppGoTo(route: ["b"]), at: 200)
        harness.scheduler.start()
        let change = RoutingAction.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "a", newSegment: "b")
        XCTAssertEqual(Array(harness.events.kinds[4...]), [
            at(200, .started(from: ["a"], to: ["b"], trigger: .action)),
            at(200, .stepStarted(change)),
            at(210, .stepEnded(change)),
            at(210, .completed(route: ["b"])),
        ])
        XCTAssertEqual(harness.router.displayedRoute, ["b"])
        XCTAssertEqual(harness.model.stack, ["b"])
        XCTAssertEqual(harness.route, ["b"])
    }

    func testAnAppChangeAfterAUserPopIsFollowed() {
        harness = RouterHarness()
        harness.setRoute(["a", "b"], id: 1, at: 100)
        harness.userPops(at: 200)
        harness.dispatch(AppGoTo(route: ["c"]), at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.model.stack, ["c"])
        XCTAssertEqual(harness.router.displayedRoute, ["c"])
        XCTAssertEqual(harness.route, ["c"])
        XCTAssertEqual(harness.events.kinds.last, at(310, .completed(route: ["c"])))
    }
}
