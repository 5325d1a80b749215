import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class RouterTests: LeakCheckingTestCase {
    func testPushRunsOneStepAtATimeAndCompletesAfterTheUIFinished() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("""
              0 #1 start / → /home/user
            0-1 #1 push home
            1-2 #1 push user
              2 #1 completed /home/user
            """)
        XCTAssertEqual(nav.tree.log, ["0 root push home", "1 home push user"])
        nav.assertShows(["home", "user"])
        XCTAssertEqual(nav.router.displayedRoute, ["home", "user"])
    }

    func testPopAndChange() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home", "user"]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction(["tabs", "stats"]))
        nav.expect("""
               10 #2 start /tabs/home/user → /tabs/stats
            10-11 #2 pop user
            11-12 #2 change home → stats
               12 #2 completed /tabs/stats
            """)
        XCTAssertEqual(nav.tree.log.suffix(2), ["10 home pop user", "11 tabs change home → stats"])
        nav.assertShows(["tabs", "stats"])
    }

    func testRouteChangedTwiceDuringATransitionIsCoalesced() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.dispatch(SetRouteAction(["home", "a"]), at: 103)
        nav.dispatch(SetRouteAction(["home", "b"]), at: 105)
        nav.expect("""
                100 #1 start / → /home
                100 #1 push home
                105 #2 cancelled: superseded by #3
                110 #1 pushed home
                110 #1 cancelled: superseded by #3
                110 #3 start /home → /home/b
            110-120 #3 push b
                120 #3 completed /home/b
            """)
        XCTAssertEqual(nav.tree.log, ["100 root push home", "110 home push b"])
    }

    func testRoutableThatNeverCompletesTimesOutThenTheNextNavigationRuns() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.never, for: "stuck")
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction(["home", "stuck"]))
        nav.dispatch(SetRouteAction(["home", "next"]), at: 20)
        nav.expect("""
               10 #2 start /home → /home/stuck
               10 #2 push stuck
               15 #2 failed: The step to push stuck as segment 2 of the route did not complete within 5.0 s (the routable did not call its completion handler in time)
               20 #3 start /home/stuck → /home/next
            20-21 #3 change stuck → next
               21 #3 completed /home/next
            """)
        nav.assertRoute(["home", "next"])
    }

    func testStateFollowsTheUIAfterATimeout() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.never, for: "stuck")
        nav.dispatch(SetRouteAction(["home", "stuck", "deeper"]))
        // The stuck push did not refuse, so it is on screen; the push after it never ran.
        nav.expect("""
              0 #1 start / → /home/stuck/deeper
            0-1 #1 push home
              1 #1 push stuck
              6 #1 failed: The step to push stuck as segment 2 of the route did not complete within 5.0 s (the routable did not call its completion handler in time)
              6 #1 synced /home/stuck
            """)
        nav.assertShows(["home", "stuck"])
        nav.assertInSync()
        XCTAssertEqual(nav.state.navigationState.trigger, .sync)
    }

    func testLateCompletionAfterATimeoutIsIgnoredAndReported() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 5)
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
             0 #1 start / → /home
             0 #1 push home
             5 #1 failed: The step to push home as segment 1 of the route did not complete within 5.0 s (the routable did not call its completion handler in time)
            10 #1 late completion of push home
            """)
        nav.assertRoute(["home"])
    }

    func testCompletionCalledTwiceIsIgnoredAndReportedOnce() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.twice(after: 1), for: "home")
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("""
              0 #1 start / → /home/user
            0-1 #1 push home
              1 #1 push user
              1 #1 duplicate completion of push home
              2 #1 pushed user
              2 #1 completed /home/user
            """)
    }

    func testRoutableThatThrowsFailsTheNavigationAndTheStateIsSyncedBack() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.fail("unknown segment"), for: "bogus")
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction(["home", "bogus", "deeper"]))
        nav.expect("""
            10 #2 start /home → /home/bogus/deeper
            10 #2 push bogus
            10 #2 failed: The routable refused to push bogus as segment 2 of the route: unknown segment
            10 #2 synced /home
            """)
        nav.assertRoute(["home"])
        nav.assertShows(["home"])
    }

    func testUserDrivenPopSyncsTheStateWithoutRunningTransitions() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents(through: 10)
        nav.userGoesBack()
        nav.expect("""
            10 #2 user popped /home/user → /home
            10 #2 synced /home
            """)
        nav.assertRoute(["home"])
        XCTAssertEqual(nav.router.displayedRoute, ["home"])
        XCTAssertEqual(nav.tree.log, ["0 root push home", "1 home push user"])
    }

    func testSameRouteAgainCompletesWithoutSteps() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 10)
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
            10 #2 start /home → /home
            10 #2 completed /home
            """)
    }

    func testNonNavigationActionsDoNotDisturbTheRouter() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home"]))
        nav.dispatch(Increment(), at: 5)
        nav.run()
        nav.expect("""
               0 #1 start / → /home
            0-10 #1 push home
              10 #1 completed /home
            """)
    }

    func testInitialRouteIsShownAtStart() {
        let nav = NavigationHarness(state: AppState(navigationState: NavigationState(route: ["home"])), reducer: appReducer)
        nav.expect("""
              0 #1 start / → /home [initial]
            0-1 #1 push home
              1 #1 completed /home
            """)
        nav.assertShows(["home"])
    }
}
