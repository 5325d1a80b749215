import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class NavigationHarnessTests: KitFailureTestCase {
    func testAPushIsAssertedTickByTickAndTheUIShowsIt() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("""
            0 #1 start / → /home/user
            0 #1 push home
            1 #1 pushed home
              #1 push user
            2 #1 pushed user
            2 #1 completed /home/user
            """)
        nav.assertShows(["home", "user"])
        nav.assertRoute(["home", "user"])
        nav.assertInSync()
        XCTAssertEqual(nav.tree.log, ["0 root push home", "1 home push user"])
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testEventsAreAssertedInPiecesAndTimeOnlyMovesToTheLastExpectedTick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home", "user"]), at: 100)
        nav.expect("""
            100 #1 start / → /home/user
            100 #1 push home
            """)
        XCTAssertEqual(nav.scheduler.clock, 100)
        nav.assertShows(["home"])
        nav.expect("""
            110 #1 pushed home
            110 #1 push user
            120 #1 pushed user
            120 #1 completed /home/user
            """)
        nav.expectNoEvents()
        XCTAssertEqual(failures, [])
    }

    func testAnUnassertedEventFailsTheTestWhenTheHarnessGoesAwayListingWhatWasLeft() {
        let line = #line + 2
        do {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer)
            nav.dispatch(SetRouteAction(["home"]))
            nav.expect("""
                0 #1 start / → /home
                0 #1 push home
                """)
        }
        XCTAssertEqual(failures, [RecordedFailure(description: """
            2 navigation events were not asserted:
              1 #1 pushed home
              1 #1 completed /home
            """, file: #filePath, line: line)])
    }

    func testWhatIsStillScheduledRunsBeforeTheUnassertedEventsAreChecked() {
        let line = #line + 2
        do {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer)
            nav.tree.setBehavior(.never, for: "home")
            nav.dispatch(SetRouteAction(["home"]))
            nav.expect("""
                0 #1 start / → /home
                0 #1 push home
                """)
        }
        XCTAssertEqual(failures, [RecordedFailure(description: """
            1 navigation event was not asserted:
              5 #1 failed: The step to push home as segment 1 of the route did not complete within 5.0 s (the routable did not call its completion handler in time)
            """, file: #filePath, line: line)])
    }

    func testAWrongTickFailsAtTheCallerWithADiffShowingWhenItHappened() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home"]))
        let line = #line + 1
        nav.expect("""
            0 #1 start / → /home
            0 #1 push home
            5 #1 pushed home
            5 #1 completed /home
            """)
        XCTAssertEqual(failures, [RecordedFailure(description: """
            The navigation events differ from the expected timeline (− expected, + actual):
                0 #1 start / → /home
                0 #1 push home
              − 5 #1 pushed home
              − 5 #1 completed /home
              + 10 #1 pushed home
              + 10 #1 completed /home
            """, file: #filePath, line: line)])
        nav.finish()
        XCTAssertEqual(failures.count, 1, "the mismatched events count as asserted")
    }

    func testAnExhaustiveExpectationFailsWhenEventsUpToItsLastTickAreLeftUnstated() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        let line = #line + 1
        nav.expect("0 #1 start / → /home/user")
        // Before: this passed, and `push home` (also at tick 0) stayed unasserted.
        XCTAssertEqual(failures, [RecordedFailure(description: """
            1 navigation event up to tick 0 was not stated in the exhaustive expectation:
              0 #1 push home
            """, file: #filePath, line: line)])
        // What it left unstated counts as asserted: the next expectation goes on after it.
        nav.expect("""
            1 #1 pushed home
            1 #1 push user
            2 #1 pushed user
            2 #1 completed /home/user
            """)
        nav.finish()
        XCTAssertEqual(failures.count, 1)
    }

    func testAnExhaustiveExpectationCoversOnlyEventsUpToItsLastTick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
            0 #1 start / → /home
            0 #1 push home
            """)
        XCTAssertEqual(nav.unassertedEvents, [], "what comes at tick 1 has not happened yet")
        nav.expect("""
            1 #1 pushed home
            1 #1 completed /home
            """)
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testEventsAfterFinishStillFailWhenTheHarnessGoesAway() {
        let line: UInt = #line + 1
        var nav: NavigationHarness<AppState>? = NavigationHarness(state: AppState(), reducer: appReducer)
        nav?.dispatch(SetRouteAction(["home"]))
        nav?.skipEvents(through: 1)
        nav?.finish()
        XCTAssertEqual(failures, [])
        XCTAssertEqual(nav?.scheduler.clock, 5, "finish ran the step's timeout")
        // Before: events after `finish()` were never checked, whatever happened next.
        nav?.dispatch(SetRouteAction(["user"]))
        nav = nil
        XCTAssertEqual(failures, [RecordedFailure(description: """
            4 navigation events were not asserted:
              5 #2 start /home → /user
              5 #2 change home → user
              6 #2 changed home → user
              6 #2 completed /user
            """, file: #filePath, line: Int(line))])
    }

    func testNonExhaustiveModeChecksOnlyTheEventsNamed() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("""
            1 #1 push user
            2 #1 completed /home/user
            """)
        nav.expect("3 #1 completed /nowhere")
        XCTAssertEqual(failures.map(\.description), ["""
            The expected navigation events did not happen in this order; first missing: 3 #1 completed /nowhere
            No events are left unasserted.
            """])
        // Looking for the missing event ran the scheduler until nothing was left (the cancelled
        // step timeouts included): the clock is at 6.
        XCTAssertEqual(nav.scheduler.clock, 6)
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("7 #2 completed /nowhere")
        XCTAssertEqual(failures.last?.description, """
            The expected navigation events did not happen in this order; first missing: 7 #2 completed /nowhere
            Unasserted events:
              6 #2 start /home/user → /home
              6 #2 pop user
              7 #2 popped user
              7 #2 completed /home
            """)
    }

    func testTheUserGoingBackSyncsTheStoreAndIsATimelineEvent() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents()
        nav.advance(to: 5)
        nav.skipEvents()
        nav.userGoesBack(at: 10)
        nav.expect("""
            10 #2 user popped /home/user → /home
            10 #2 synced /home
            """)
        nav.assertShows(["home"])
        nav.assertRoute(["home"])
        XCTAssertEqual(failures, [])
    }

    func testDismissingAModalRemovesItAndWhatItShows() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "settings", "about"]))
        nav.run()
        nav.userDismisses("settings")
        nav.advance()
        nav.assertShows(["home"])
        nav.assertRoute(["home"])
        nav.assertInSync()
        XCTAssertEqual(failures, [])
    }

    func testTheUserSwitchingTabsSyncsTheStore() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home", "user"]))
        nav.advance(to: 5)
        nav.skipEvents()
        nav.userSelectsTab("stats", atDepth: 1, at: 10)
        nav.expect("""
            10 #2 user selected a tab /tabs/home/user → /tabs/stats
            10 #2 synced /tabs/stats
            """)
        nav.assertShows(["tabs", "stats"])
        nav.assertInSync()
        nav.dispatch(SetRouteAction(["tabs", "stats", "chart"]))
        nav.expect("""
            10 #3 start /tabs/stats → /tabs/stats/chart
            10 #3 push chart
            11 #3 pushed chart
            11 #3 completed /tabs/stats/chart
            """)
        XCTAssertEqual(nav.tree.log.last, "10 stats push chart")
        XCTAssertEqual(failures, [])
    }

    func testRouteAssertionsShowBothRoutesDepthByDepth() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.run()
        nav.assertShows(["home", "settings", "about"])
        nav.assertRoute(["home"])
        XCTAssertEqual(failures.map(\.description), [
            """
            The UI does not show /home/settings/about:
                depth  expected  UI
                0      home      home
              ✗ 1      settings  user
              ✗ 2      about     —
                (expected: /home/settings/about, UI: /home/user)
            """,
            """
            The store's route is not /home:
                depth  expected  store
                0      home      home
              ✗ 1      —         user
                (expected: /home, store: /home/user)
            """,
        ])
    }

    func testAStoreAheadOfTheUIIsReportedDepthByDepth() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.advance(to: 0)
        nav.assertInSync()
        XCTAssertEqual(failures.map(\.description), ["""
            The store's route differs from what the UI shows:
                depth  UI    store
                0      home  home
              ✗ 1      —     user
                (UI: /home, store: /home/user)
            """])
    }

    func testABadTimelineIsReportedWithItsLine() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.expect("#1 start / → /home")
        nav.expect("0 start / → /home")
        XCTAssertEqual(failures.map(\.description), [
            "Bad navigation timeline, line 1: the first event needs a tick\n  #1 start / → /home",
            "Bad navigation timeline, line 1: expected a navigation number (#1) after the tick\n  0 start / → /home",
        ])
    }

    func testALoginProtectedFlow() {
        let login = Login()
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.navigate { $0.to(["account"]).protect(with: login) }
        nav.expect("0 #1 held by Login")
        nav.advance(to: 30)
        login.signIn()
        nav.expect("""
            30 #1 guards passed
            30 #1 start / → /account [request]
            30 #1 push account
            31 #1 pushed account
            31 #1 completed /account
            """)
        nav.assertShows(["account"])
        XCTAssertEqual(failures, [])
    }
}
