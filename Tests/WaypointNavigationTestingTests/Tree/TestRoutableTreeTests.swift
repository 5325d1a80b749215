import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class TestRoutableTreeTests: LeakCheckingTestCase {
    func testEveryCallIsRecordedWithDepthSegmentAnimationContextAndTick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["tabs", "home", "user"], data: RouteData("ada")), at: 3)
        nav.dispatch(SetRouteAction(["tabs", "stats"], animated: false), at: 20)
        nav.run()
        XCTAssertEqual(nav.tree.log, [
            "3 root push tabs", "4 tabs push home", "5 home push user", "6 user receive ada",
            "20 home pop user (not animated)", "20 tabs change home → stats (not animated)",
        ])
        let push = nav.tree.calls[2]
        XCTAssertEqual(push.method, .push)
        XCTAssertEqual(push.depth, 2)
        XCTAssertEqual(push.routable, "home")
        XCTAssertEqual(push.segment, "user")
        XCTAssertTrue(push.animated)
        XCTAssertEqual(push.time, 5)
        XCTAssertEqual(push.context?.destination, ["tabs", "home", "user"])
        XCTAssertEqual(push.context?.data, RouteData("ada"))
        XCTAssertEqual(nav.tree.calls[5].replaced, "home")
        XCTAssertEqual(nav.tree.shown, ["tabs", "stats"])
    }

    func testBehavioursPerSegmentAndMethod() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepTimeout: 20)
        nav.tree.setBehavior(.immediately, for: "a")
        nav.tree.setBehavior(.after(3), for: "b")
        nav.tree.setBehavior(.twice(after: 2), for: "c")
        nav.tree.setBehavior(.never, for: "c", on: .pop)
        nav.dispatch(SetRouteAction(["a", "b", "c"]))
        nav.expect("""
            0 #1 start / → /a/b/c
            0 #1 push a
            0 #1 pushed a
            0 #1 push b
            3 #1 pushed b
            3 #1 push c
            5 #1 pushed c
            5 #1 completed /a/b/c
            5 #1 duplicate completion of push c
            """)
        nav.dispatch(SetRouteAction(["a", "b"]), at: 10)
        nav.expect("""
            10 #2 start /a/b/c → /a/b
            10 #2 pop c
            30 #2 failed: The step to pop c, segment 3 of the route did not complete within 20.0 s (the routable did not call its completion handler in time)
            """)
        nav.assertShows(["a", "b"])
        nav.assertRoute(["a", "b"])
    }

    func testAFailingStepLeavesTheScreenAsItWasAndTheStoreFollowsIt() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.fail("no such screen"), for: "bogus")
        nav.dispatch(SetRouteAction(["home", "bogus", "deeper"]))
        nav.expect("""
            0 #1 start / → /home/bogus/deeper
            0 #1 push home
            1 #1 pushed home
            1 #1 push bogus
            1 #1 failed: The routable refused to push bogus as segment 2 of the route: no such screen
            1 #1 synced /home
            """)
        nav.assertShows(["home"])
        nav.assertInSync()
    }

    func testTheUserGoingBackWithNothingOnScreenDoesNothing() {
        let tree = TestRoutableTree(scheduler: TestScheduler(initialClock: 0))
        var changes: [UserNavigation] = []
        tree.onUserChange = { changes.append($0) }
        tree.userGoesBack()
        tree.userDismisses("settings")
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(tree.root.name, "root")
        XCTAssertEqual(tree.root.depth, 0)
    }

    func testTheUserGoesBackSeveralScreensSwitchesToATabWithItsStackAndShowsARoute() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["tabs", "home", "user", "settings"]))
        nav.skipEvents(through: 10)
        nav.userGoesBack(count: 2)
        nav.at(11) { $0.tree.userSelectsTab(["stats", "export"], atDepth: 1) }
        nav.at(12) { $0.tree.userShows(["a", "b"]) }
        nav.expect("""
            10 #2 user popped /tabs/home/user/settings → /tabs/home
            10 #2 synced /tabs/home
            11 #3 user selected a tab /tabs/home → /tabs/stats/export
            11 #3 synced /tabs/stats/export
            12 #4 user showed /tabs/stats/export → /a/b
            12 #4 synced /a/b
            """)
        nav.assertShows(["a", "b"])
        nav.assertInSync()
        // The routables the user's changes brought are the ones the router asks next.
        nav.dispatch(SetRouteAction(["a", "b", "c"]), at: 20)
        nav.expect("""
            20 #5 start /a/b → /a/b/c
            20 #5 push c
            21 #5 pushed c
            21 #5 completed /a/b/c
            """)
        XCTAssertEqual(nav.tree.log.last, "20 b push c")
        XCTAssertEqual(nav.tree.built, ["tabs": 1, "home": 1, "user": 1, "settings": 1, "stats": 1, "export": 1, "a": 1, "b": 1, "c": 1])
    }

    func testBuiltCountsRoutablesAndNotThoseTheCacheHandsBack() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let lifetime = ManualLifetime()
        for (time, route) in [(0, ["profile"]), (10, []), (20, ["profile"])] as [(TestTime, Route)] {
            nav.navigate(at: time) { $0.to(route).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        }
        nav.run()
        XCTAssertEqual(nav.tree.built, ["profile": 1])
        lifetime.kill()
    }

    func testAScreenCanExpectDataOfOneType() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.tree.setDataType(String.self, for: "user")
        let accepted = nav.navigate { $0.to(["user"]).passData("ada") }
        nav.run()
        let refused = nav.navigate { $0.to(["home", "user"]).passData(42) }
        nav.run()
        let any = nav.navigate { $0.to(["home"]).passData(7) }
        nav.run()
        XCTAssertEqual(accepted.log.filter { $0.contains("onSuccess") }, ["1 onSuccess /user"])
        XCTAssertEqual(refused.log.first, "3 onFailure: The destination expects data of type Swift.String, got Swift.Int")
        XCTAssertEqual(any.log.filter { $0.contains("onSuccess") }, ["4 onSuccess /home"])
        XCTAssertEqual(nav.tree.log.filter { $0.contains("receive") }, ["1 user receive ada", "4 home receive 7"])
    }

    func testBehaviourDescriptions() {
        XCTAssertEqual([StepBehavior.immediately, .after(3), .never, .twice(after: 2), .fail("x")].map(\.description),
                       ["immediately", "after 3 ticks", "never", "twice after 2 ticks", "fail \"x\""])
        XCTAssertEqual(TestRoutableError("x").description, "x")
    }
}
