import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

// The README's examples of the navigation handle, cancelling and user-made changes (section
// "WaypointRouter"), kept compiling and checked here.
final class ReadmeNavigationExampleTests: LeakCheckingTestCase {
    func testTheHandleExample() async throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let router = Router(store: Store(reducer: appReducer, state: AppState()), rootRoutable: InstantScreen(), scheduler: scheduler)
        let printed = Locked<[String]>([])
        @Sendable func print(_ route: Route) { printed.withLock { $0.append("\(route)") } }

        let handle = router.navigate(to: ["stats"])
        _ = handle.requestID                              // the request's NavigationID
        let subscription = handle.subscribe(onNext: { print($0.route) })
        let result = try await handle.value               // or await it
        handle.cancel()                                   // or cancel it (it ended: nothing happens)

        XCTAssertEqual(result.route, ["stats"])
        XCTAssertEqual(result.requestID, handle.requestID)
        subscription.dispose()
        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
        XCTAssertEqual(printed.withLock { $0 }, ["[\"stats\"]"])
    }

    func testTheUserChangesExample() {
        let harness = RouterHarness()
        let router = harness.router
        harness.setRoute(["home", "user", "settings", "sheet"], id: 1, at: 100)
        harness.scheduler.start()
        let statsScreen = RecordingRoutable(name: "stats", depth: 1, model: harness.model)
        let exportScreen = RecordingRoutable(name: "export", depth: 2, model: harness.model)

        router.didPop()                                                  // back button, swipe back
        router.userDidNavigate(.popped(count: 2))                        // long press on the back button
        router.userDidNavigate(.dismissed(depth: 2))                     // a sheet showing segment 2 swiped down
        router.userDidNavigate(.selectedTab(depth: 0, segments: ["stats"], routables: [statsScreen]))
        router.userDidNavigate(.showed(["stats", "export"], routables: [statsScreen, exportScreen]))
        harness.scheduler.start()

        let by = harness.events.events.compactMap { recorded -> UserNavigation.Kind? in
            if case .userNavigated(_, _, let kind)? = recorded.value.element?.kind { return kind }
            return nil
        }
        // The dismissal at depth 2 finds the route already shorter: nothing to do.
        XCTAssertEqual(by, [.popped, .popped, .selectedTab, .showed])
        XCTAssertEqual(harness.route, ["stats", "export"])
        harness.tearDown()
    }
}
