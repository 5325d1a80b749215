import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class NavigationRequestTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    private final class Transition: Sendable {}

    func testEveryOptionReachesTheRoutables() {
        harness = RouterHarness()
        let transition = Transition()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["home", "user"]).animated(false).transitioningDelegate(transition).embedded(in: "sheet")
                    .passData("Ada").context(7)
            }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.model.contexts.map(\.segment), ["home", "user"])
        XCTAssertEqual(harness.model.contexts.map(\.animated), [false, false])
        let last = harness.model.contexts[1].context
        XCTAssertEqual(last.transition?.value(as: ObjectReference.self)?.object === transition, true)
        XCTAssertEqual(last.embedding?.value(as: String.self), "sheet")
        XCTAssertEqual(last.data(as: String.self), "Ada")
        XCTAssertEqual(last.context?.value(as: Int.self), 7)
        XCTAssertEqual(last.destination, ["home", "user"])
        XCTAssertEqual(last.trigger, .request)
        XCTAssertNil(harness.model.contexts[0].context.data, "data belongs to the destination only")
        XCTAssertEqual(harness.model.received, ["user: Ada"])
        XCTAssertEqual(harness.store.state.navigationState.data(for: ["home", "user"], as: String.self), "Ada")
    }

    func testDataOfTheWrongTypeFailsTheNavigation() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["user"]).passData(42).onFailure { callbacks.entries.append("\($0)") } }
        }
        harness.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["The destination expects data of type Swift.String, got Swift.Int"])
    }

    func testFromComputesTheDestinationFromAnotherRoute() {
        harness = RouterHarness()
        harness.setRoute(["home", "user", "settings"], id: 1, at: 100)
        harness.scheduler.scheduleAt(200) { [self] in harness.router.navigate { $0.push("help").from(["home"]) } }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home", "help"])
    }

    func testRelativeRequests() {
        harness = RouterHarness()
        harness.scheduler.scheduleAt(100) { [self] in harness.router.navigate { $0.push("home") } }
        harness.scheduler.scheduleAt(200) { [self] in harness.router.navigate { $0.show("user", "settings") } }
        harness.scheduler.scheduleAt(300) { [self] in harness.router.navigate { $0.hide("settings") } }
        harness.scheduler.scheduleAt(400) { [self] in harness.router.navigate { $0.pop() } }
        var routes: [Route] = []
        for time in [150, 250, 350, 450] { harness.scheduler.scheduleAt(time) { [self] in routes.append(harness.route) } }
        harness.scheduler.start()
        XCTAssertEqual(routes, [["home"], ["home", "user", "settings"], ["home", "user"], ["home"]])
    }

    func testCallbacksFireAfterTheLastStepAndTheResultIsEmitted() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        let scheduler = harness.scheduler
        let results = scheduler.createObserver(NavigationResult.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { [self] in
            subscription = harness.router.navigate {
                $0.to(["home", "user"])
                    .completion { callbacks.entries.append("\(scheduler.clock) completion") }
                    .onSuccess { callbacks.entries.append("\(scheduler.clock) success \($0.route)") }
                    .onFailure { _ in callbacks.entries.append("failure") }
            }.subscribe(results)
        }
        scheduler.start()
        XCTAssertEqual(callbacks.entries, ["120 completion", "120 success [\"home\", \"user\"]"])
        XCTAssertEqual(results.events.count, 2)
        XCTAssertEqual(results.events.first?.time, 120)
        XCTAssertEqual(results.events.first?.value.element?.route, ["home", "user"])
        XCTAssertEqual(results.events.last?.value.isCompleted, true)
        subscription?.dispose()
    }

    func testSupersededRequestReportsFailureOnly() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["home", "user"])
                    .completion { callbacks.entries.append("completion") }
                    .onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { callbacks.entries.append("failure: \($0)") }
            }
        }
        harness.setRoute(["stats"], id: 99, at: 105)
        harness.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["failure: The navigation was cancelled: superseded by #99"])
        XCTAssertEqual(harness.route, ["stats"])
    }

    func testFailedStepReportsFailureOnly() {
        harness = RouterHarness()
        harness.model.behaviours["bad"] = .reject
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["bad"]).completion { callbacks.entries.append("completion") }.onFailure { _ in callbacks.entries.append("failure") }
            }
        }
        harness.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["failure"])
    }

    func testRedirectedRequestFollowsItsRedirect() {
        harness = RouterHarness()
        harness.router.add(guard: NavigationGuard(name: "moved") { context, completion in
            completion(context.to == ["old"] ? .failure(Redirect(to: ["new"])) : .success)
        })
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["old"]).onSuccess { callbacks.entries.append("success \($0.route)") } }
        }
        harness.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["success [\"new\"]"])
    }

    func testRequestWithoutDestinationFails() {
        harness = RouterHarness()
        let results = harness.scheduler.createObserver(NavigationResult.self)
        let subscription = harness.router.navigate { $0.animated(false) }.subscribe(results)
        harness.scheduler.start()
        XCTAssertEqual(results.events.first?.value.error as? RoutingError, .cancelled(reason: "the request names no destination"))
        subscription.dispose()
    }
}

final class AsyncNavigationTests: LeakCheckingTestCase {
    func testAwaitingANavigationReturnsItsResult() async throws {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let router = Router(store: store, rootRoutable: ImmediateRoutable(), scheduler: scheduler)
        let result = try await router.navigate(to: ["home", "user"]).value
        XCTAssertEqual(result.route, ["home", "user"])
        do {
            _ = try await router.navigate { $0.to(["bad"]) }.value
            XCTFail("expected a failure")
        } catch let error as RoutingError {
            guard case .routableRejected = error else { return XCTFail("\(error)") }
        }
        router.dispose()
        // Let the work already scheduled on the queue run before the leak check.
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}

/// A routable that completes every step at once and refuses the segment "bad".
final class ImmediateRoutable: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        if routeElementIdentifier == "bad" { throw TestRoutingError.unknownSegment("bad") }
        completionHandler()
        return ImmediateRoutable()
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                            completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        if to == "bad" { throw TestRoutingError.unknownSegment("bad") }
        completionHandler()
        return ImmediateRoutable()
    }
}
