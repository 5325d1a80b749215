import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defects 3 and 4: every request ends exactly once, and what the router says is on
/// screen is current when it does.
final class RequestLifecycleTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testARequestWithoutDestinationFailsOnceThroughItsCallbacks() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        let results = harness.scheduler.createObserver(NavigationResult.self)
        var subscription: Disposable?
        harness.scheduler.scheduleAt(100) { [self] in
            subscription = harness.router.navigate {
                $0.animated(false).onSuccess { _ in callbacks.entries.append("success") }.onFailure { callbacks.entries.append("\($0)") }
            }.subscribe(results)
        }
        harness.scheduler.start()
        let error = RoutingError.cancelled(reason: "the request names no destination")
        XCTAssertEqual(callbacks.entries, [error.description])
        XCTAssertEqual(results.routes, [.error(100, error)])
        XCTAssertEqual(harness.events.kinds, [at(100, .failed(error))])
        subscription?.dispose()
    }

    func testNavigateAfterDisposeFailsAndDispatchesNothing() {
        harness = RouterHarness()
        harness.router.dispose()
        let callbacks = CallbackLog()
        let results = harness.scheduler.createObserver(NavigationResult.self)
        let subscription = harness.router.navigate { $0.to(["home"]).onFailure { callbacks.entries.append("\($0)") } }.subscribe(results)
        harness.scheduler.start()
        let error = RoutingError.cancelled(reason: "the router was disposed")
        XCTAssertEqual(callbacks.entries, [error.description])
        XCTAssertEqual(results.routes, [.error(0, error)])
        XCTAssertEqual(harness.route, [])
        subscription.dispose()
    }

    func testTheDisplayedRouteIsTheDestinationInsideTheCallbacks() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            let router = harness.router
            router.navigate {
                $0.to(["home", "user"])
                    .completion { callbacks.entries.append("completion \(router.displayedRoute)") }
                    .onSuccess { _ in callbacks.entries.append("success \(router.displayedRoute)") }
            }
        }
        harness.scheduler.start()
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
