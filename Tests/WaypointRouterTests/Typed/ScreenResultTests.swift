import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class ScreenResultTests: LeakCheckingTestCase {
    /// A harness showing `[.feed]`, and the results the test observes.
    private func makeHarness() -> NavigationHarness<TypedAppState> {
        let nav = NavigationHarness(state: TypedAppState(), reducer: typedAppReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction([Screen.feed], animated: false))
        nav.advance(by: 1)
        return nav
    }

    private func observe(_ result: ScreenResult<String>, _ nav: NavigationHarness<TypedAppState>) -> (TestableObserver<String>, Disposable) {
        let observer = nav.scheduler.createObserver(String.self)
        return (observer, result.subscribe(observer))
    }

    func testTheScreenReturnsItsValueOnceAndIsDismissed() {
        let nav = makeHarness()
        let (observer, subscription) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed, .settings])
        XCTAssertTrue(nav.router.returnResult("dark", from: Screen.settings))
        XCTAssertFalse(nav.router.returnResult("light", from: Screen.settings))
        XCTAssertEqual(observer.events, [.next(2, "dark"), .completed(2)])
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed])
        nav.assertInSync()
        subscription.dispose()
    }

    func testAValueOfAnotherTypeFailsTheWaitAndStillDismisses() {
        let nav = makeHarness()
        let (observer, subscription) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.advance(by: 1)
        XCTAssertTrue(nav.router.returnResult(42, from: Screen.settings))
        XCTAssertEqual(observer.events, [.error(2, RoutingError.dataTypeMismatch(expected: "Swift.String", received: "Swift.Int"))])
        nav.advance(by: 1)
        XCTAssertEqual(nav.router.displayedTypedRoute, [.feed])
        subscription.dispose()
    }

    func testTheUserDismissingTheScreenEndsTheWait() {
        let nav = makeHarness()
        let (observer, subscription) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.advance(by: 1)
        nav.userGoesBack()
        nav.advance(by: 1)
        XCTAssertEqual(observer.events, [.error(2, RoutingError.cancelled(reason: "the screen was dismissed by the user"))])
        XCTAssertFalse(nav.router.returnResult("dark", from: Screen.settings))
        subscription.dispose()
    }

    func testANewerNavigationEndsTheWaitBeforeOrAfterTheScreenShows() {
        let nav = makeHarness()
        let (before, first) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.dispatch(SetRouteAction([Screen.feed, .post(id: 1)]))
        nav.advance(by: 5)
        XCTAssertEqual(before.events.count, 1)
        guard case .error(let error)? = before.events.first?.value, case .cancelled(let reason)? = error as? RoutingError else {
            return XCTFail("\(before.events)")
        }
        XCTAssertTrue(reason.hasPrefix("superseded by #"), reason)

        let (after, second) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.advance(by: 1)
        nav.dispatch(SetRouteAction([Screen.search("x")], animated: false))
        nav.advance(by: 1)
        XCTAssertEqual(after.events, [.error(7, RoutingError.cancelled(reason: "the screen was left for /search(\"x\")"))])
        first.dispose()
        second.dispose()
    }

    func testCancellingTheWaitEndsItAtOnceAndStopsThePresentingNavigation() {
        let nav = makeHarness()
        let result = nav.router.present(.settings, expecting: String.self)
        let (observer, subscription) = observe(result, nav)
        result.cancel()
        result.cancel()
        nav.advance(by: 5)
        XCTAssertEqual(observer.events, [.error(1, RoutingError.cancelled(reason: "the wait was cancelled"))])
        // The presenting navigation stops after its running step, as any cancelled navigation.
        XCTAssertEqual(Array(nav.timeline.split(separator: "\n").suffix(3)),
                       ["1 #2 push settings", "2 #2 pushed settings", "2 #2 cancelled: aborted"])
        nav.assertInSync()
        subscription.dispose()
    }

    func testTheRouterGoingAwayEndsTheWait() {
        let nav = makeHarness()
        let (observer, subscription) = observe(nav.router.present(.settings, expecting: String.self), nav)
        nav.advance(by: 1)
        nav.router.dispose()
        XCTAssertEqual(observer.events, [.error(2, RoutingError.cancelled(reason: "the router was disposed"))])
        subscription.dispose()
    }

    func testACancelledTaskStopsAwaitingAtOnce() async {
        let nav = makeHarness()
        let result = nav.router.present(.settings, expecting: String.self)
        let (observer, subscription) = observe(result, nav)
        let task = Task { try await result.value }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("the wait returned a value")
        } catch {
            XCTAssertTrue(error is CancellationError || error as? RoutingError == .cancelled(reason: "the wait was cancelled"), "\(error)")
        }
        XCTAssertEqual(observer.events, [.error(1, RoutingError.cancelled(reason: "the wait was cancelled"))])
        subscription.dispose()
    }
}
