import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting
import XCTest
import WaypointUI

/// `TabBarRoutable` over fake containers, driven through the navigation test kit's harness: every
/// router event is asserted tick by tick, and the harness compares the store with what the
/// containers show.
final class TabBarRoutableHarnessTests: LeakCheckingTestCase {
    func testATabTapMovesTheStateToTheTappedTabAndMakesNoContainerCall() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let log = ContainerLog(scheduler: scheduler)
        let tabs = FakeTabs(log: log)
        let home = FakeStack("home", root: FakeScreen("home-root"), log: log)
        let profile = FakeStack("profile", root: FakeScreen("profile-root"), log: log)
        let root = TabBarRoutable(tabs: tabs, stacks: [("home", home), ("profile", profile)], screens: makeScreens()) { screen, _ in
            FakeStack("modal(\(screen.name))", root: screen, log: log)
        }
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: root, shown: { root.displayedRoute },
                                    stepTimeout: 50, scheduler: scheduler)

        nav.dispatch(SetRouteAction(["home", "user/1"]), at: 100)
        nav.at(200) { _ in
            tabs.userTaps(1)
            root.containersDidChange()
        }
        nav.expect("""
                  0 #1 user showed / → /home
                  0 #1 synced /home
                100 #2 start /home → /home/user/1
            100-110 #2 push user/1
                110 #2 completed /home/user/1
                200 #3 user selected a tab /home/user/1 → /profile
                200 #3 synced /profile
            """)
        nav.assertRoute(["profile"])
        nav.assertInSync()
        XCTAssertEqual(log.calls, ["100 home.push(user/1)"], "the tap already changed the UI")
        XCTAssertEqual(home.screens.map(\.name), ["home-root", "user/1"], "the other tab's stack stays as the user left it")
    }
}
