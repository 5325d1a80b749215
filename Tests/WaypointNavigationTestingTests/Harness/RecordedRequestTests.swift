import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class RecordedRequestTests: LeakCheckingTestCase {
    func testCallbacksAndResultAreRecordedAtTheirTicksInOrder() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate(at: 5) { $0.to(["home"]) }
        XCTAssertNil(request.handle, "not sent before tick 5")
        nav.expect("""
            5 #1 start / → /home [request]
            5 #1 push home
            6 #1 pushed home
            6 #1 completed /home
            """)
        XCTAssertEqual(request.log, ["6 completion", "6 onSuccess /home", "6 next /home", "6 completed"])
        XCTAssertNotNil(request.handle)
    }

    func testAFailureIsRecordedOnceThroughTheCallbackAndOnceThroughTheHandle() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setBehavior(.fail("no"), for: "home")
        let request = nav.navigate { $0.to(["home"]) }
        nav.expect("""
            0 #1 start / → /home [request]
            0 #1 push home
            0 #1 failed: The routable refused to push home as segment 1 of the route: no
            0 #1 synced /
            """)
        XCTAssertEqual(request.log, ["0 onFailure: The routable refused to push home as segment 1 of the route: no", "0 error: The routable refused to push home as segment 1 of the route: no"])
    }

    func testCancelAndDisposeAtATick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 4)
        let cancelled = nav.navigate { $0.to(["a"]) }
        cancelled.cancel(at: 2)
        let disposed = nav.navigate(at: 10) { $0.to(["b"]) }
        disposed.dispose(at: 12)
        nav.expect("""
             0 #1 start / → /a [request]
             0 #1 push a
             4 #1 pushed a
             4 #1 cancelled: aborted
            10 #2 start /a → /b [request]
            10 #2 change a → b
            14 #2 changed a → b
            14 #2 cancelled: aborted
            """)
        // Cancelled during its last step: it stops after that step, as aborted, the screen showing /a.
        XCTAssertEqual(cancelled.log, ["4 onFailure: The navigation was cancelled: aborted", "4 error: The navigation was cancelled: aborted"])
        XCTAssertEqual(disposed.log, ["14 onFailure: The navigation was cancelled: aborted"], "nothing from the handle once disposed")
    }

    func testALinkIsOpenedAndRecordedLikeARequest() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        try nav.router.deepLinks.register("/users/:id", route: ["user"])
        let link = nav.navigate(toLink: "myapp://users/7", at: 3) { $0.animated(false) }
        let unknown = nav.navigate(toLink: "/posts/1", at: 5)
        nav.expect("""
            3 #1 start / → /user [deepLink]
            3 #1 push user
            3 #1 pushed user
            3 #1 completed /user
            5 #2 failed: No route matches the link "/posts/1"
            """)
        XCTAssertEqual(link.log, ["3 completion", "3 onSuccess /user", "3 next /user", "3 completed"])
        XCTAssertEqual(unknown.log, [#"5 onFailure: No route matches the link "/posts/1""#, #"5 error: No route matches the link "/posts/1""#])
    }

    func testAtRunsWorkWithTheHarnessAtItsTick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        var seen: [TestTime] = []
        nav.at(7) { seen.append($0.scheduler.clock) }
        nav.at(3) { $0.dispatch(SetRouteAction(["home"])) }
        nav.run()
        XCTAssertEqual(seen, [7])
        nav.assertRoute(["home"])
    }

    func testSkipEventsThroughATick() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents(through: 10)
        XCTAssertEqual(nav.scheduler.clock, 10)
        nav.expectNoEvents()
        nav.assertShows(["home", "user"])
    }
}
