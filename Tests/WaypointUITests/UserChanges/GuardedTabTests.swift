import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
import WaypointUI

/// User-change guards on a tab bar over fakes: tab taps allowed, refused and asked, a back swipe
/// in a tab, and a tap on the selected tab taking its stack back to its root.
final class GuardedTabTests: UIHarnessTestCase {
    private func addGuard(_ userChangeGuard: UserChangeGuard) {
        harness.router.add(userChangeGuard: userChangeGuard)
    }

    func testATabTapAGuardAllowsIsMadeByTheTabBarAndReported() {
        addGuard(UserChangeGuard(name: "Unsaved") { _ in .just(.allow) })
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 user attempts selectTab /home/user/1 → /profile", "200 #3 allowed",
            "200 #4 user selected a tab /home/user/1 → /profile", "200 #4 synced /profile",
        ])
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testATabTapAGuardRefusesLeavesTheTabSelected() {
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .selectTab && $0.from.last == "user/1" }))
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 user attempts selectTab /home/user/1 → /profile", "200 #3 refused by Unsaved",
        ])
        XCTAssertEqual(harness.tabs.selectedTabIndex, 0)
        XCTAssertEqual(harness.route, ["home", "user/1"])
    }

    func testATabTapTheUserConfirmsIsMadeByTheRouter() {
        let answers = LateAnswers()
        addGuard(answers.makeGuard())
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.scheduleAt(300) { answers.answer(.allow) }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 user attempts selectTab /home/user/1 → /profile",
            "300 #3 allowed",
            // A navigation to the tab, as the router makes every one; user/1 leaves the route, not
            // its tab's stack (as after a plain tap).
            "300 #3 start /home/user/1 → /profile [user]", "300 #3 pop user/1", "300 #3 popped user/1",
            "300 #3 change home → profile", "300 #3 changed home → profile", "300 #3 completed /profile",
        ])
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
    }

    func testABackSwipeInATabIsAskedWithTheTabInItsRoutes() {
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { _ in true }))
        harness.setRoute(["home", "user/1"], at: 100)
        harness.swipeBack(on: harness.home, at: 200, endingAt: 230)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 user attempts pop /home/user/1 → /home", "200 #3 refused by Unsaved",
        ])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
    }

    // MARK: Tapping the selected tab

    func testTappingTheSelectedTabTakesItsStackBackToItsRootWhenAsked() {
        harness.tabRoot!.popsToRootOnReselect = true
        harness.setRoute(["home", "user/1", "detail", "login"], at: 100)
        harness.tapTab(0, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(10)), [
            "200 #3 start /home/user/1/detail/login → /home [user]",
            "200 #3 pop login", "210 #3 popped login",
            "210 #3 pop detail", "220 #3 popped detail",
            "220 #3 pop user/1", "230 #3 popped user/1", "230 #3 completed /home",
        ])
        XCTAssertEqual(harness.log.calls.suffix(4), ["200 user taps tab 0: refused", "200 home.dismiss(modal(login))",
                                                     "210 home.popTo(user/1)", "220 home.popTo(home-root)"])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testTappingTheSelectedTabChangesNothingWithoutTheOption() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(0, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(harness.timeline.count, 6)
        XCTAssertEqual(harness.route, ["home", "user/1"])
    }

    func testTappingTheSelectedTabIsGuardable() {
        harness.tabRoot!.popsToRootOnReselect = true
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .popToRoot }))
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(0, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 user attempts popToRoot /home/user/1 → /home", "200 #3 refused by Unsaved",
        ])
        XCTAssertEqual(harness.route, ["home", "user/1"])
    }

    func testTappingTheSelectedTabAtItsRootDoesNothing() {
        harness.tabRoot!.popsToRootOnReselect = true
        addGuard(UserChangeGuard(name: "Unsaved", refusing: { _ in true }))
        harness.setRoute(["home"], at: 100)
        harness.tapTab(0, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(harness.timeline.count, 4)
        XCTAssertEqual(harness.route, ["home"])
    }
}
