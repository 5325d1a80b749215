import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointStore
import WaypointTesting

private enum Mail: RouteSegment {
    case inbox
    case thread(id: Int)
    case compose(to: String)
}

private struct MailState: HasTypedRoute {
    typealias Segment = Mail
    var navigationState = NavigationState()
}

private func mailReducer(_ action: Action, _ state: MailState?) -> MailState {
    MailState(navigationState: NavigationReducer.handleAction(action, state: state?.navigationState))
}

final class TypedHarnessTests: KitFailureTestCase {
    /// The typed user actions fail where they are called on a harness that drives the app's own
    /// root routable, as the identifier ones do.
    func testTheTypedUserActionsFailAtTheLineThatCallsThem() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let appTree = TestRoutableTree(scheduler: scheduler)
        let nav = NavigationHarness(state: MailState(), reducer: mailReducer, rootRoutable: appTree.root, shown: { appTree.shown },
                                    scheduler: scheduler)
        let first = #line + 1
        nav.userDismisses(Mail.inbox)
        nav.userDismisses(Mail.inbox, at: 5)
        nav.userSelectsTab(Mail.inbox, atDepth: 0)
        nav.userSelectsTab(Mail.inbox, atDepth: 0, at: 5)
        nav.userSwipesDown(Mail.inbox, at: 5, endingAt: 6)
        nav.userTapsTab(Mail.inbox, atDepth: 0)
        nav.run()
        XCTAssertEqual(failures.map(\.line), Array(first..<first + 6))
        XCTAssertEqual(Set(failures.map(\.file)), [#filePath])
        nav.expectNoEvents()
    }

    func testTheUsersGuardedGesturesTakeTheAppsCases() {
        let nav = NavigationHarness(state: MailState(), reducer: mailReducer)
        nav.router.add(userChangeGuard: UserChangeGuard(name: "Draft", refusing: { $0.from.last == Mail.compose(to: "ada").routeIdentifier }))
        nav.router.navigate(to: [.inbox, .compose(to: "ada")])
        nav.skipEvents(through: 2)
        nav.userSwipesDown(Mail.compose(to: "ada"), at: 10, endingAt: 11)
        nav.expect("""
            10 #2 user attempts dismiss /inbox/compose(to: "ada") → /inbox
            10 #2 refused by Draft
            """)
        nav.assertShows([.inbox, .compose(to: "ada")])
        nav.router.navigate(to: [.inbox, .thread(id: 7)])
        nav.skipEvents(through: 13)
        nav.userSwipesDown(Mail.thread(id: 7), at: 20, endingAt: 21)
        nav.expect("""
            21 #4 user dismissed /inbox/thread(id: 7) → /inbox
            21 #4 synced /inbox
            """)
        nav.assertShows([.inbox])
        nav.assertInSync()
        nav.finish()
        XCTAssertEqual(failures, [])
    }

    func testExpectationsAndFailureDiffsReadInTheAppsCases() {
        let nav = NavigationHarness(state: MailState(), reducer: mailReducer)
        nav.router.navigate(to: [.inbox, .thread(id: 42)])
        nav.expect("""
              0 #1 start / → /inbox/thread(id: 42) [request]
            0-1 #1 push inbox
            1-2 #1 push thread(id: 42)
              2 #1 completed /inbox/thread(id: 42)
            """)
        nav.assertShows([.inbox, .thread(id: 42)])
        nav.assertRoute([.inbox, .thread(id: 42)])
        XCTAssertEqual(nav.typedRoute, [.inbox, .thread(id: 42)])
        XCTAssertEqual(failures, [])

        nav.assertShows([.inbox, .thread(id: 7)])
        nav.dispatch(SetRouteAction([Mail.inbox, .compose(to: "ada@example.com")]))
        nav.expect("""
              2 #2 start /inbox/thread(id: 42) → /inbox/compose(to: "ada@example.com")
            2-3 #2 push thread(id: 7)
              3 #2 completed /inbox/compose(to: "ada@example.com")
            """)
        XCTAssertEqual(failures.map(\.description), [
            """
            The UI does not show /inbox/thread(id: 7):
                depth  expected       UI
                0      inbox          inbox
              ✗ 1      thread(id: 7)  thread(id: 42)
                (expected: /inbox/thread(id: 7), UI: /inbox/thread(id: 42))
            """,
            """
            The navigation events differ from the expected timeline (− expected, + actual):
                2 #2 start /inbox/thread(id: 42) → /inbox/compose(to: "ada@example.com")
              − 2 #2 push thread(id: 7)
              − 3 #2 pushed thread(id: 7)
              + 2 #2 change thread(id: 42) → compose(to: "ada@example.com")
              + 3 #2 changed thread(id: 42) → compose(to: "ada@example.com")
                3 #2 completed /inbox/compose(to: "ada@example.com")
            """,
        ])
    }

    func testUserActionsFailingStepsAndRequestsAreWrittenInTheAppsCases() {
        let nav = NavigationHarness(state: MailState(), reducer: mailReducer)
        nav.tree.setBehavior(.fail("offline"), for: Mail.thread(id: 7))
        let request = nav.navigate(to: [.inbox, .thread(id: 7)], at: 10) { $0.animated(false) }
        nav.expect("""
             10 #1 start / → /inbox/thread(id: 7) [request]
             10 #1 push inbox
             10 #1 pushed inbox
             10 #1 push thread(id: 7)
             10 #1 failed: The routable refused to push thread(id: 7) as segment 2 of the route: offline
             10 #1 synced /inbox
            """)
        XCTAssertEqual(request.log.last, "10 error: The routable refused to push thread(id: 7) as segment 2 of the route: offline")
        nav.assertShows([.inbox])

        nav.tree.userShows([Mail.inbox, .thread(id: 1), .compose(to: "ada")])
        nav.userDismisses(.compose(to: "ada"), at: 20)
        nav.userSelectsTab(.inbox, atDepth: 0, at: 30)
        nav.expect("""
             10 #2 user showed /inbox → /inbox/thread(id: 1)/compose(to: "ada")
             10 #2 synced /inbox/thread(id: 1)/compose(to: "ada")
             20 #3 user dismissed /inbox/thread(id: 1)/compose(to: "ada") → /inbox/thread(id: 1)
             20 #3 synced /inbox/thread(id: 1)
             30 #4 user selected a tab /inbox/thread(id: 1) → /inbox
             30 #4 synced /inbox
            """)
        XCTAssertEqual(nav.tree.log.suffix(1), ["10 inbox push thread(id: 7) (not animated)"])
        XCTAssertEqual(failures, [])
    }
}
