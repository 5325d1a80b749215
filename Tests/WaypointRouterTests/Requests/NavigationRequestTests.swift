import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class NavigationRequestTests: LeakCheckingTestCase {
    private final class Transition: Sendable {}

    func testEveryOptionReachesTheRoutables() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let transition = Transition()
        nav.navigate {
            $0.to(["home", "user"]).animated(false).transitioningDelegate(transition).embedded(in: "sheet").passData("Ada").context(7)
        }
        nav.expect("""
              0 #1 start / → /home/user [request]
            0-0 #1 push home
            0-0 #1 push user
              0 #1 completed /home/user
            """)
        XCTAssertEqual(nav.tree.log, ["0 root push home (not animated)", "0 home push user (not animated)", "0 user receive Ada"])
        let last = try XCTUnwrap(nav.tree.calls[1].context)
        XCTAssertEqual(last.transition?.value(as: ObjectReference.self)?.object === transition, true)
        XCTAssertEqual(last.embedding?.value(as: String.self), "sheet")
        XCTAssertEqual(last.data(as: String.self), "Ada")
        XCTAssertEqual(last.context?.value(as: Int.self), 7)
        XCTAssertEqual(last.destination, ["home", "user"])
        XCTAssertEqual(last.trigger, .request)
        XCTAssertNil(nav.tree.calls[0].context?.data, "data belongs to the destination only")
        XCTAssertEqual(nav.state.navigationState.data(for: ["home", "user"], as: String.self), "Ada")
    }

    func testDataOfTheWrongTypeFailsTheNavigation() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.tree.setDataType(String.self, for: "user")
        let request = nav.navigate { $0.to(["user"]).passData(42) }
        let error = "The destination expects data of type Swift.String, got Swift.Int"
        nav.expect("""
              0 #1 start / → /user [request]
            0-1 #1 push user
              1 #1 failed: \(error)
            """)
        XCTAssertEqual(request.log, ["1 onFailure: \(error)", "1 error: \(error)"])
    }

    func testFromComputesTheDestinationFromAnotherRoute() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.dispatch(SetRouteAction(["home", "user", "settings"]))
        nav.run()
        nav.navigate { $0.push("help").from(["home"]) }
        nav.run()
        nav.assertRoute(["home", "help"])
    }

    func testRelativeRequests() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.navigate { $0.push("home") }
        nav.run()
        nav.assertRoute(["home"])
        nav.navigate { $0.show("user", "settings") }
        nav.run()
        nav.assertRoute(["home", "user", "settings"])
        nav.navigate { $0.hide("settings") }
        nav.run()
        nav.assertRoute(["home", "user"])
        nav.navigate { $0.pop() }
        nav.run()
        nav.assertRoute(["home"])
    }

    func testCallbacksFireAfterTheLastStepAndTheResultIsEmitted() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate { $0.to(["home", "user"]) }
        nav.expect("""
              0 #1 start / → /home/user [request]
            0-1 #1 push home
            1-2 #1 push user
              2 #1 completed /home/user
            """)
        XCTAssertEqual(request.log, ["2 completion", "2 onSuccess /home/user", "2 next /home/user", "2 completed"])
    }

    func testSupersededRequestReportsFailureOnly() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate { $0.to(["home", "user"]) }
        nav.dispatch(SetRouteAction(["stats"], navigationID: NavigationID(rawValue: 99)))
        nav.expect("""
              0 #1 start / → /home/user [request]
            0-1 #1 push home
              1 #1 cancelled: superseded by #2
              1 #2 start /home → /stats
            1-2 #2 change home → stats
              2 #2 completed /stats
            """)
        let error = "The navigation was cancelled: superseded by #99"
        XCTAssertEqual(request.log, ["1 onFailure: \(error)", "1 error: \(error)"])
        nav.assertRoute(["stats"])
    }

    func testFailedStepReportsFailureOnly() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.tree.setBehavior(.fail("no such screen"), for: "bad")
        let request = nav.navigate { $0.to(["bad"]) }
        nav.run()
        let error = "The routable refused to push bad as segment 1 of the route: no such screen"
        XCTAssertEqual(request.log, ["0 onFailure: \(error)", "0 error: \(error)"])
    }

    func testRedirectedRequestFollowsItsRedirect() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        nav.router.add(guard: NavigationGuard(name: "moved") { context, completion in
            completion(context.to == ["old"] ? .failure(Redirect(to: ["new"])) : .success)
        })
        let request = nav.navigate { $0.to(["old"]) }
        nav.run()
        XCTAssertEqual(request.log, ["1 completion", "1 onSuccess /new", "1 next /new", "1 completed"])
    }

    func testRequestWithoutDestinationFails() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate { $0.animated(false) }
        let error = "The navigation was cancelled: the request names no destination"
        nav.expect("0 #1 failed: \(error)")
        XCTAssertEqual(request.log, ["0 onFailure: \(error)", "0 error: \(error)"])
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
