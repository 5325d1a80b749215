import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// Changes the user makes on screen on their own (`didPop`, `userDidNavigate`): at rest, and
/// while a navigation runs (applied after the running step; the navigation ends there).
final class UserNavigationTests: LeakCheckingTestCase {
    /// A harness whose screen shows `route` at tick 10 (one tick per step), its events skipped.
    private func showing(_ route: Route, filePath: StaticString = #filePath, line: UInt = #line) -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, filePath: filePath, line: line)
        nav.dispatch(SetRouteAction(route))
        nav.skipEvents(through: 10)
        return nav
    }

    func testATabSwitchedByTheUserSyncsTheStateAndLaterStepsUseTheTabsRoutable() {
        let nav = showing(["home", "user"])
        nav.userSelectsTab("stats", atDepth: 0)
        nav.dispatch(SetRouteAction(["stats", "export"]), at: 20)
        nav.expect("""
               10 #2 user selected a tab /home/user → /stats
               10 #2 synced /stats
               20 #3 start /stats → /stats/export
            20-21 #3 push export
               21 #3 completed /stats/export
            """)
        XCTAssertEqual(nav.tree.log, ["0 root push home", "1 home push user", "20 stats push export"])
        nav.assertRoute(["stats", "export"])
        XCTAssertEqual(nav.router.displayedRoute, ["stats", "export"])
    }

    func testATabWithItsOwnStackBringsEveryRoutable() {
        let nav = showing(["tabs", "home"])
        nav.tree.userSelectsTab(["stats", "export"], atDepth: 1)
        nav.dispatch(SetRouteAction(["tabs", "stats", "export", "csv"]), at: 20)
        nav.expect("""
               10 #2 user selected a tab /tabs/home → /tabs/stats/export
               10 #2 synced /tabs/stats/export
               20 #3 start /tabs/stats/export → /tabs/stats/export/csv
            20-21 #3 push csv
               21 #3 completed /tabs/stats/export/csv
            """)
        XCTAssertEqual(nav.tree.log.last, "20 export push csv")
        nav.assertRoute(["tabs", "stats", "export", "csv"])
    }

    func testAModalDismissedInteractivelyCutsTheRouteAtItsDepth() {
        let nav = showing(["home", "user", "sheet", "detail"])
        nav.userDismisses("sheet")
        nav.expect("""
            10 #2 user dismissed /home/user/sheet/detail → /home/user
            10 #2 synced /home/user
            """)
        nav.assertRoute(["home", "user"])
        XCTAssertEqual(nav.router.displayedRoute, ["home", "user"])
    }

    func testTheUIReportsTheRouteItShows() {
        let nav = showing(["home"])
        nav.tree.userShows(["a", "b"])
        nav.dispatch(SetRouteAction(["a", "b", "c"]), at: 20)
        nav.expect("""
               10 #2 user showed /home → /a/b
               10 #2 synced /a/b
               20 #3 start /a/b → /a/b/c
            20-21 #3 push c
               21 #3 completed /a/b/c
            """)
        XCTAssertEqual(nav.tree.log.last, "20 b push c")
        nav.assertRoute(["a", "b", "c"])
    }

    func testAReportThatDoesNotFitTheScreenIsIgnoredAndReported() {
        let nav = showing(["home"])
        nav.router.userDidNavigate(.showed(["a", "b"], routables: [nav.tree.root]))
        nav.router.userDidNavigate(.selectedTab(depth: 3, segments: ["x"], routables: [nav.tree.root]))
        nav.expect("""
            10 #2 failed: Invalid user navigation ignored: showed /a/b with 1 routables
            10 #3 failed: Invalid user navigation ignored: selected tab at depth 3 with 1 segments and 1 routables on /home
            """)
        nav.assertRoute(["home"])
        XCTAssertEqual(nav.router.displayedRoute, ["home"])
    }

    func testPoppingSeveralScreensAtOnce() {
        let nav = showing(["home", "user", "settings"])
        nav.userGoesBack(count: 2)
        nav.expect("""
            10 #2 user popped /home/user/settings → /home
            10 #2 synced /home
            """)
        nav.assertRoute(["home"])
    }

    // MARK: During a navigation

    func testAPopDuringAPushIsAppliedAfterItAndEndsTheNavigationWhereTheUserLeftIt() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        let request = nav.navigate(at: 100) { $0.to(["home", "user", "settings"]) }
        nav.userGoesBack(at: 115)  // during the push of "user" (110 to 120)
        nav.expect("""
                100 #1 start / → /home/user/settings [request]
            100-110 #1 push home
            110-120 #1 push user
                120 #2 user popped /home/user → /home
                120 #1 cancelled: interrupted by the user
                120 #2 synced /home
            """)
        XCTAssertEqual(nav.tree.log, ["100 root push home", "110 home push user"])
        nav.assertShows(["home"])
        nav.assertRoute(["home"])
        XCTAssertEqual(nav.router.displayedRoute, ["home"])
        let error = "The navigation was cancelled: interrupted by the user"
        XCTAssertEqual(request.log, ["120 onFailure: \(error)", "120 error: \(error)"])
    }

    func testAUserChangeThatReachesTheDestinationCompletesTheNavigation() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents(through: 100)
        nav.dispatch(SetRouteAction(["home"]))
        nav.at(105) { $0.tree.userShows(["home"]) }  // during the pop of "user" (100 to 110)
        nav.expect("""
                100 #2 start /home/user → /home
            100-110 #2 pop user
                110 #2 completed /home
            """)
        nav.assertRoute(["home"])
    }

    func testAUserChangeThatLeavesTheRouteAsItWasDoesNotEndTheNavigation() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home", "user", "settings"]), at: 100)
        // During the push of "user" (110 to 120) the UI reports what it shows, new routables for
        // the same route (a split view that collapsed): the navigation goes on after the step.
        nav.at(115) { $0.tree.userShows(["home", "user"]) }
        nav.expect("""
                100 #1 start / → /home/user/settings
            100-110 #1 push home
            110-120 #1 push user
            120-130 #1 push settings
                130 #1 completed /home/user/settings
            """)
        nav.assertRoute(["home", "user", "settings"])
    }

    func testANavigationThatReachedTheStoreMeanwhileRunsFromWhereTheUserLeft() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home", "user"]), at: 100)
        nav.dispatch(SetRouteAction(["stats"]), at: 112)
        nav.userGoesBack(at: 115)
        nav.expect("""
                100 #1 start / → /home/user
            100-110 #1 push home
            110-120 #1 push user
                120 #2 user popped /home/user → /home
                120 #1 cancelled: superseded by #3
                120 #3 start /home → /stats
            120-130 #3 change home → stats
                130 #3 completed /stats
            """)
        nav.assertShows(["stats"])
        nav.assertRoute(["stats"])
    }

    func testATabSwitchDuringAFailingStepKeepsTheUsersTab() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.tree.setBehavior(.never, for: "user")
        nav.dispatch(SetRouteAction(["home", "user"]), at: 100)
        nav.userSelectsTab("stats", atDepth: 0, at: 115)
        // The push of "user" times out at 160 (50 ticks); the tab switch is applied after it.
        nav.expect("""
                100 #1 start / → /home/user
            100-110 #1 push home
                110 #1 push user
                160 #1 failed: The step to push user as segment 2 of the route did not complete within 50.0 s (the routable did not call its completion handler in time)
                160 #2 user selected a tab /home/user → /stats
                160 #2 synced /stats
            """)
        nav.assertRoute(["stats"])
    }
}
