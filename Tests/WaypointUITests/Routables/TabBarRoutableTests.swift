import WaypointRouter
import WaypointRx
import WaypointTesting
import XCTest
@testable import WaypointUI

/// Tabs containing stacks containing modals: a route change makes the container calls a UIKit
/// developer would make, in order, each after the previous completion; user-made changes in each
/// container keep the state equal to the UI; a failure or a timeout in one container leaves the
/// others consistent.
final class TabBarRoutableTests: UIHarnessTestCase {

    func testSwitchesTabThenPushesInThatTabsStackThenPresents() {
        harness.setRoute(["profile", "user/1", "login", "detail"], at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 tabs.select(1)",
            "100 profile.push(user/1)",
            "110 profile.present(modal(login))",
            "120 modal(login).push(detail)",
        ])
        XCTAssertEqual(harness.tabs.selectedTabIndex, 1)
        XCTAssertEqual(harness.names(harness.profile), ["profile-root", "user/1"])
        XCTAssertEqual(harness.names(harness.home), ["home-root"])
        XCTAssertEqual(harness.route, ["profile", "user/1", "login", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.outcomes, ["0 user navigated / → /home (showed)", "0 state synced to /home",
                                          "130 completed /profile/user/1/login/detail"])
    }

    func testLeavingATabDismissesAndPopsItsStackFirst() {
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.setRoute(["profile", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 home.push(user/1)", "110 home.present(modal(login))",
            "200 home.dismiss(modal(login))", "210 home.popTo(home-root)", "220 tabs.select(1)", "220 profile.push(detail)",
        ])
        XCTAssertEqual(harness.route, ["profile", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testATabTapMovesTheStateToTheTappedTabAndMakesNoContainerCall() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.user(at: 200) { [harness] in harness!.tabs.userTaps(1) }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), ["profile"])
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)"], "the tap already changed the UI")
        XCTAssertEqual(harness.outcomes.suffix(2), ["200 user navigated /home/user/1 → /profile (selectedTab)", "200 state synced to /profile"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"], "the other tab's stack stays as the user left it")
    }

    func testATabTapBackToAStackWithScreensShowsThemInTheRoute() {
        harness.setRoute(["profile", "detail"], at: 100)
        harness.user(at: 200) { [harness] in harness!.tabs.userTaps(0) }
        harness.user(at: 300) { [harness] in harness!.tabs.userTaps(1) }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["profile", "detail"])
        XCTAssertEqual(harness.log.calls, ["100 tabs.select(1)", "100 profile.push(detail)"])
        XCTAssertEqual(harness.outcomes.last, "300 state synced to /profile/detail")
        // Going back to Home by a route pops Profile's stack as the route says, then switches.
        harness.setRoute(["home"], at: 400)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls.suffix(2), ["400 profile.popTo(profile-root)", "410 tabs.select(0)"])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testSelectingATabTrimsScreensTheRouteDoesNotShow() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.user(at: 200) { [harness] in harness!.tabs.userTaps(1) }
        harness.setRoute(["home"], at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "300 home.popTo(home-root) not animated", "300 tabs.select(0)"])
        XCTAssertEqual(harness.names(harness.home), ["home-root"])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testUserChangesInEachContainerKeepTheStateEqualToTheUI() {
        harness.setRoute(["home", "user/1", "login", "detail"], at: 100)
        harness.user(at: 200) { [harness] in harness!.modal(over: harness!.home)?.userPops() }
        harness.user(at: 300) { [harness] in harness!.home.userDismisses() }
        harness.user(at: 400) { [harness] in harness!.home.userPops() }
        harness.user(at: 500) { [harness] in harness!.tabs.userTaps(1) }
        var routes: [Route] = []
        var shown: [Route] = []
        for time in [250, 350, 450, 550] {
            harness.scheduler.scheduleAt(time) { [harness] in
                routes.append(harness!.route)
                shown.append(harness!.displayedRoute())
            }
        }
        harness.scheduler.start()
        XCTAssertEqual(routes, [["home", "user/1", "login"], ["home", "user/1"], ["home"], ["profile"]])
        XCTAssertEqual(shown, routes)
        XCTAssertEqual(harness.log.calls.count, 3, "no container calls for user changes: \(harness.log.calls)")
    }

    func testATimeoutInOneStackLeavesTheOthersConsistent() {
        harness.profile.hanging = ["push"]
        harness.setRoute(["profile", "detail"], at: 100)
        harness.setRoute(["home", "user/1"], at: 200)
        harness.scheduler.start()
        XCTAssertTrue(harness.outcomes.contains { $0.hasPrefix("150 failed") }, "\(harness.outcomes)")
        XCTAssertEqual(harness.log.calls, [
            "100 tabs.select(1)", "100 profile.push(detail)",
            "200 profile.popTo(profile-root)", "210 tabs.select(0)", "210 home.push(user/1)",
        ])
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.names(harness.profile), ["profile-root"])
    }

    func testATimeoutInAModalLeavesTheTabsAndStacksConsistent() {
        harness.home.hanging = ["present"]
        harness.setRoute(["home", "user/1", "login"], at: 100)
        harness.user(at: 200) { [harness] in harness!.home.userDismisses() }
        harness.setRoute(["profile", "detail"], at: 300)
        var inSync: [Bool] = []
        for time in [170, 250] { harness.scheduler.scheduleAt(time) { [harness] in inSync.append(harness!.route == harness!.displayedRoute()) } }
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 home.push(user/1)", "110 home.present(modal(login))",
            "300 home.popTo(home-root)", "310 tabs.select(1)", "310 profile.push(detail)",
        ])
        XCTAssertEqual(harness.outcomes.dropFirst(2), [
            "160 failed: The step to push login as segment 3 of the route did not complete within 50.0 s (the routable did not call its completion handler in time)",     // the modal is taken as shown
            "200 user navigated /home/user/1/login → /home/user/1 (dismissed)", "200 state synced to /home/user/1",
            "320 completed /profile/detail",
        ])
        XCTAssertEqual(inSync, [true, true])
        XCTAssertEqual(harness.route, harness.displayedRoute())
        XCTAssertEqual(harness.names(harness.home), ["home-root"])
    }

    func testAFailureInOneStackLeavesTheOthersConsistent() {
        harness.setRoute(["profile", "detail"], at: 100)
        harness.setRoute(["home", "nowhere"], at: 200)
        harness.setRoute(["home", "user/1"], at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, [
            "100 tabs.select(1)", "100 profile.push(detail)",
            "200 profile.popTo(profile-root)", "210 tabs.select(0)",
            "300 home.push(user/1)",
        ])
        XCTAssertTrue(harness.outcomes.contains { $0.hasPrefix("210 failed") }, "\(harness.outcomes)")
        XCTAssertTrue(harness.outcomes.contains("210 state synced to /home"), "\(harness.outcomes)")
        XCTAssertEqual(harness.route, ["home", "user/1"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testAnUnknownTabFails() {
        harness.setRoute(["settings"], at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertTrue(harness.outcomes.contains { $0.contains("\"settings\" is not a tab") }, "\(harness.outcomes)")
    }

    func testAHangingTabSwitchTimesOutAndTheStackStillWorks() {
        harness.tabs.hangs = true
        harness.setRoute(["profile"], at: 100)
        harness.setRoute(["profile", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 tabs.select(1)", "200 profile.push(detail)"])
        XCTAssertEqual(harness.route, ["profile", "detail"])
    }
}
