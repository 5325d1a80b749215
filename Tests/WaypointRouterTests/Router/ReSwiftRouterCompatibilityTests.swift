import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A routable written as for ReSwift-Router: its methods take no context (issue 13).
final class LegacyScreen: Routable {
    let name: String
    let log: ScreenLines

    init(_ name: String, log: ScreenLines) {
        self.name = name
        self.log = log
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                          completionHandler: @escaping RoutingCompletionHandler) -> Routable {
        log.lines.append("\(name) push \(routeElementIdentifier)")
        completionHandler()
        return LegacyScreen(routeElementIdentifier, log: log)
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool,
                         completionHandler: @escaping RoutingCompletionHandler) {
        log.lines.append("\(name) pop \(routeElementIdentifier)")
        completionHandler()
    }

    func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool,
                            completionHandler: @escaping RoutingCompletionHandler) -> Routable {
        log.lines.append("\(name) change \(from) → \(to)")
        completionHandler()
        return LegacyScreen(to, log: log)
    }
}

/// A routable that pushes with the context form and builds legacy screens below it.
final class ContextScreen: Routable {
    let log: ScreenLines

    init(log: ScreenLines) {
        self.log = log
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        log.lines.append("context push \(routeElementIdentifier) to \(context.destination)")
        completionHandler()
        return LegacyScreen(routeElementIdentifier, log: log)
    }
}

/// A routable that implements nothing: every step is refused.
final class BareScreen: Routable {}

final class ScreenLines {
    var lines: [String] = []
}

final class ReSwiftRouterCompatibilityTests: LeakCheckingTestCase {
    private func drive(root: (ScreenLines) -> Routable, _ routes: [Route]) -> (lines: [String], route: Route, displayed: Route) {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let log = ScreenLines()
        let router = Router(store: store, rootRoutable: root(log), scheduler: scheduler)
        for (index, route) in routes.enumerated() {
            scheduler.scheduleAt(10 * (index + 1)) { store.dispatch(SetRouteAction(route)) }
        }
        scheduler.start()
        let result = (log.lines, store.state.navigationState.route, router.displayedRoute)
        router.dispose()
        return result
    }

    func testARoutableWithReSwiftRoutersMethodShapesIsCalled() {
        let result = drive(root: { LegacyScreen("root", log: $0) }, [["a"], ["a", "b"], ["c"], []])
        XCTAssertEqual(result.lines, ["root push a", "a push b", "a pop b", "root change a → c", "root pop c"])
        XCTAssertEqual(result.route, [])
        XCTAssertEqual(result.displayed, [])
    }

    func testContextAndContextlessShapesMix() {
        let result = drive(root: { ContextScreen(log: $0) }, [["a", "b"], ["a"]])
        XCTAssertEqual(result.lines, ["context push a to \(["a", "b"] as Route)", "a push b", "a pop b"])
        XCTAssertEqual(result.route, ["a"])
        XCTAssertEqual(result.displayed, ["a"])
    }

    func testARoutableImplementingNeitherShapeRefusesAndTheStateFollowsTheScreen() {
        let result = drive(root: { _ in BareScreen() }, [["a"]])
        XCTAssertEqual(result.lines, [])
        XCTAssertEqual(result.route, [])
        XCTAssertEqual(result.displayed, [])
    }

    // MARK: The initializer as ReSwift-Router's users write it

    private func navigateOnTheMainScheduler(_ makeRouter: (Store<AppState>, Routable) -> Router<AppState>) {
        let store = Store(reducer: appReducer, state: AppState())
        let log = ScreenLines()
        let router = makeRouter(store, LegacyScreen("root", log: log))
        let completed = expectation(description: "completed")
        let subscription = router.events.subscribe(onNext: { event in
            if case .completed = event.kind { completed.fulfill() }
        })
        store.dispatch(SetRouteAction(["home"]))
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(log.lines, ["root push home"])
        XCTAssertEqual(router.displayedRoute, ["home"])
        subscription.dispose()
        router.dispose()
    }

    func testTheInitializerTakesASubscriptionTransformAndDeliversOnTheMainScheduler() {
        navigateOnTheMainScheduler { store, root in
            Router(store: store, rootRoutable: root) { state in
                state.select { $0.navigationState }
            }
        }
    }

    func testTheSubscriptionTransformMaySkipRepeats() {
        navigateOnTheMainScheduler { store, root in
            Router(store: store, rootRoutable: root) { $0.select(\.navigationState).skipRepeats() }
        }
    }

    func testTheInitializerTakesAPlainStateTransformWithoutAScheduler() {
        navigateOnTheMainScheduler { store, root in
            Router(store: store, rootRoutable: root) { state in state.navigationState }
        }
    }

    /// Issue 29: ReSwift-Router's tests call `Router.routingActionsForTransition(from:to:)` and
    /// name the steps `RoutingActions`; both compile and mean the free function.
    func testRoutingActionsForTransitionAsReSwiftRouterSpellsIt() {
        let actions: [RoutingActions] = Router<AppState>.routingActionsForTransition(from: ["tabBar", "a"], to: ["tabBar", "b", "c"])
        XCTAssertEqual(actions, [
            .change(responsibleRoutableIndex: 1, segmentToBeReplaced: "a", newSegment: "b"),
            .push(responsibleRoutableIndex: 2, segmentToBePushed: "c"),
        ])
        XCTAssertEqual(actions, routingActionsForTransition(from: ["tabBar", "a"], to: ["tabBar", "b", "c"]))
    }
}
