import WaypointRouter
import WaypointRx
import WaypointTesting
import XCTest
@testable import WaypointUI

/// User changes the containers report late (UIKit calls `navigationController(_:didShow:animated:)`
/// after the pop animation, while `viewControllers` changed at once), reads of `displayedRoute`
/// between a change and its report, and steps the router gives up on: the store's route ends
/// equal to what the containers show.
final class LateUserChangeTests: LeakCheckingTestCase {
    func testARouterPopOfAScreenTheUserAlreadyPoppedIsNotReportedAgainByTheLateDelegate() {
        let harness = UIHarness(tabs: false)
        defer { harness.tearDown() }
        harness.setRoute(["user/1", "detail"], at: 100)
        // The back swipe removes `detail` at 200; the delegate reports it only at 250, after the app
        // asked for ["user/1"] at 210.
        harness.scheduler.scheduleAt(200) { harness.home.userPops() }
        harness.setRoute(["user/1"], at: 210)
        harness.scheduler.scheduleAt(250) { harness.containersDidChange() }
        harness.scheduler.start()
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), ["user/1"])
        XCTAssertEqual(harness.outcomes, ["120 completed /user/1/detail", "210 completed /user/1"])
    }

    func testTheSameInATab() {
        let harness = UIHarness()
        defer { harness.tearDown() }
        harness.setRoute(["profile", "user/1", "detail"], at: 100)
        harness.scheduler.scheduleAt(200) { harness.profile.userPops() }
        harness.setRoute(["profile", "user/1"], at: 210)
        harness.scheduler.scheduleAt(250) { harness.containersDidChange() }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["profile", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), ["profile", "user/1"])
        XCTAssertEqual(harness.outcomes.dropFirst(2), ["120 completed /profile/user/1/detail", "210 completed /profile/user/1"])
    }

    func testReadingTheDisplayedRouteDoesNotSwallowAnUnreportedChange() {
        let harness = UIHarness(tabs: false)
        defer { harness.tearDown() }
        harness.setRoute(["user/1", "detail", "login"], at: 100)
        harness.scheduler.scheduleAt(200) {
            harness.home.userDismisses()
            harness.home.userPops()
        }
        var read: Route?
        harness.scheduler.scheduleAt(210) { read = harness.displayedRoute() }
        harness.scheduler.scheduleAt(220) { harness.containersDidChange() }
        harness.scheduler.start()
        XCTAssertEqual(read, ["user/1"], "a read tells what the containers show")
        XCTAssertEqual(harness.route, ["user/1"], "the change is still reported after the read")
        XCTAssertEqual(harness.outcomes.suffix(2), ["220 user navigated /user/1/detail/login → /user/1 (dismissed)",
                                                    "220 state synced to /user/1"])
    }

    func testReadingATabBarsDisplayedRouteDoesNotSwallowAnUnreportedTabTap() {
        let harness = UIHarness()
        defer { harness.tearDown() }
        harness.setRoute(["home", "user/1"], at: 100)
        harness.scheduler.scheduleAt(200) { harness.tabs.userTaps(1) }
        var read: Route?
        harness.scheduler.scheduleAt(210) { read = harness.displayedRoute() }
        harness.scheduler.scheduleAt(220) { harness.containersDidChange() }
        harness.scheduler.start()
        XCTAssertEqual(read, ["profile"])
        XCTAssertEqual(harness.route, ["profile"])
    }

    func testAStepWhoseFirstCallNeverCompletesLeavesTheStoreOnWhatTheStackShows() {
        let harness = UIHarness(tabs: false)
        defer { harness.tearDown() }
        harness.setRoute(["user/1", "login"], at: 100)
        // The change login → detail is one step of two calls: dismiss the sheet, then push.
        harness.scheduler.scheduleAt(150) { harness.home.hanging = ["dismiss"] }
        harness.setRoute(["user/1", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "110 home.present(modal(login))", "200 home.dismiss(modal(login))"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"], "the push never happened")
        XCTAssertEqual(harness.route, ["user/1"])
        XCTAssertEqual(harness.displayedRoute(), ["user/1"])
        XCTAssertEqual(harness.outcomes.suffix(3), ["250 failed: The step to replace login with detail as segment 2 of the route did not complete within 50.0 s (the routable did not call its completion handler in time)",
                                                    "250 user navigated /user/1/detail → /user/1 (showed)",
                                                    "250 state synced to /user/1"])
    }

    func testAHangingDismissalThatDidNotHappenKeepsTheSheetInTheRoute() {
        let harness = UIHarness(tabs: false)
        defer { harness.tearDown() }
        harness.setRoute(["user/1", "login"], at: 100)
        harness.scheduler.scheduleAt(150) { harness.home.refusing = ["dismiss"] }
        harness.setRoute(["user/1", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertNotNil(harness.home.presentedModal, "UIKit ignored the dismissal")
        XCTAssertEqual(harness.route, ["user/1", "login"])
        XCTAssertEqual(harness.displayedRoute(), ["user/1", "login"])
        // The late completion of the abandoned call pushes nothing.
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
    }
}
