import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defects 3 and 4: every request ends exactly once, and what the router says is on
/// screen is current when it does.
final class RequestLifecycleTests: LeakCheckingTestCase {
    func testARequestWithoutDestinationFailsOnceThroughItsCallbacks() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate(at: 100) { $0.animated(false) }
        let error = "The navigation was cancelled: the request names no destination"
        nav.expect("100 #1 failed: \(error)")
        XCTAssertEqual(request.log, ["100 onFailure: \(error)", "100 error: \(error)"])
    }

    func testNavigateAfterDisposeFailsAndDispatchesNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.dispose()
        let request = nav.navigate { $0.to(["home"]) }
        nav.run()
        let error = "The navigation was cancelled: the router was disposed"
        XCTAssertEqual(request.log, ["0 onFailure: \(error)", "0 error: \(error)"])
        nav.assertRoute([])
    }

    func testTheDisplayedRouteIsTheDestinationInsideTheCallbacks() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let callbacks = CallbackLog()
        let router = nav.router
        nav.navigate {
            $0.to(["home", "user"])
                .completion { callbacks.entries.append("completion \(router.displayedRoute)") }
                .onSuccess { _ in callbacks.entries.append("success \(router.displayedRoute)") }
        }
        nav.run()
        XCTAssertEqual(callbacks.entries, ["completion [\"home\", \"user\"]", "success [\"home\", \"user\"]"])
    }

    func testTheDisplayedRouteIsTheDestinationWhenTheAwaitReturns() async throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let router = Router(store: Store(reducer: appReducer, state: AppState()), rootRoutable: ImmediateRoutable(), scheduler: scheduler)
        for route in [["home"], ["home", "user"], ["stats"], []] {
            _ = try await router.navigate(to: route).value
            XCTAssertEqual(router.displayedRoute, route)
        }
        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
