import Testing
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

@Suite struct NavigationHarnessSwiftTestingTests {
    @Test func aPushIsAssertedTickByTick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
            0 #1 start / → /home
            0 #1 push home
            1 #1 pushed home
            1 #1 completed /home
            """)
        nav.assertShows(["home"])
    }

    @Test func anUnassertedEventFailsTheTestWhenTheHarnessGoesAway() {
        withKnownIssue {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer)
            nav.dispatch(SetRouteAction(["home"]))
            nav.expect("""
                0 #1 start / → /home
                0 #1 push home
                """)
        } matching: { issue in
            // Released, the harness first runs what is still scheduled: the step ends at tick 1.
            issue.comments.map(\.rawValue) == ["""
                2 navigation events were not asserted:
                  1 #1 pushed home
                  1 #1 completed /home
                """]
        }
    }

    @Test func aWrongTickFailsWithADiffAtTheCaller() {
        let line = #line + 4
        withKnownIssue {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer)
            nav.dispatch(SetRouteAction(["home"]))
            nav.expect("""
                0 #1 start / → /home
                0 #1 push home
                2 #1 pushed home
                2 #1 completed /home
                """)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID && issue.comments.map(\.rawValue) == ["""
                The navigation events differ from the expected timeline (− expected, + actual):
                    0 #1 start / → /home
                    0 #1 push home
                  − 2 #1 pushed home
                  − 2 #1 completed /home
                  + 1 #1 pushed home
                  + 1 #1 completed /home
                """]
        }
    }

    @Test func nonExhaustiveModeSkipsWhatTheTestDoesNotName() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.expect("2 #1 completed /home/user")
    }

    @Test func aRouteMismatchIsAnIssueWithADepthTable() {
        withKnownIssue {
            let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
            nav.dispatch(SetRouteAction(["home"]))
            nav.run()
            nav.assertShows(["stats"])
        } matching: { issue in
            issue.comments.first?.rawValue.contains("  ✗ 0      stats     home") == true
        }
    }
}
