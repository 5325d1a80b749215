import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A stand-in for a view controller: a main-actor class conforms with `@preconcurrency` and no
/// warnings.
@MainActor
final class MainActorScreen: @preconcurrency Routable {
    var pushed: [String] = []

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        pushed.append(routeElementIdentifier)
        completionHandler()
        return MainActorScreen()
    }
}

/// A routable written reactively: each step is an observable on the test scheduler.
final class ReactiveScreen: ReactiveRoutable {
    let scheduler: TestScheduler
    var log: [String] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func push(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Routable> {
        log.append("\(scheduler.clock) push \(segment)")
        let next = ReactiveScreen(scheduler: scheduler)
        next.log = []
        return Observable<Routable>.just(next).delay(.seconds(10), scheduler: scheduler)
    }

    func pop(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Never> {
        log.append("\(scheduler.clock) pop \(segment)")
        return Observable<Never>.empty().delaySubscription(.seconds(5), scheduler: scheduler)
    }

    func change(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext) -> Observable<Routable> {
        .error(TestRoutingError.unknownSegment(to))
    }
}

final class RoutableConformanceTests: LeakCheckingTestCase {
    func testMainActorRoutableIsDriven() {
        // XCTest runs tests on the main thread; the conformance checks that at run time.
        MainActor.assumeIsolated { Self.runMainActorRoutable() }
    }

    @MainActor
    private static func runMainActorRoutable() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = MainActorScreen()
        let router = Router(store: store, rootRoutable: screen, scheduler: scheduler)
        scheduler.scheduleAt(10) { store.dispatch(SetRouteAction(["home"])) }
        scheduler.start()
        XCTAssertEqual(screen.pushed, ["home"])
        XCTAssertEqual(router.displayedRoute, ["home"])
        router.dispose()
    }

    func testReactiveRoutableStepsEndWhenTheirObservablesComplete() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let root = ReactiveScreen(scheduler: scheduler)
        let router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(50))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)
        scheduler.scheduleAt(100) { store.dispatch(SetRouteAction(["a"], navigationID: NavigationID(rawValue: 1))) }
        scheduler.scheduleAt(200) { store.dispatch(SetRouteAction([], navigationID: NavigationID(rawValue: 2))) }
        scheduler.scheduleAt(300) { store.dispatch(SetRouteAction(["b"], navigationID: NavigationID(rawValue: 3))) }
        scheduler.scheduleAt(400) { store.dispatch(SetRouteAction(["c"], navigationID: NavigationID(rawValue: 4))) }
        scheduler.start()
        XCTAssertEqual(root.log, ["100 push a", "200 pop a", "300 push b"])
        let push = RoutingAction.push(responsibleRoutableIndex: 0, segmentToBePushed: "a")
        let pop = RoutingAction.pop(responsibleRoutableIndex: 0, segmentToBePopped: "a")
        let change = RoutingAction.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "b", newSegment: "c")
        XCTAssertEqual(events.events.prefix(8).map { $0 }, [
            event(100, 1, .started(from: [], to: ["a"], trigger: .action)),
            event(100, 1, .stepStarted(push)),
            event(110, 1, .stepEnded(push)),
            event(110, 1, .completed(route: ["a"])),
            event(200, 2, .started(from: ["a"], to: [], trigger: .action)),
            event(200, 2, .stepStarted(pop)),
            event(205, 2, .stepEnded(pop)),
            event(205, 2, .completed(route: [])),
        ])
        XCTAssertEqual(events.events.suffix(4).map { $0 }, [
            event(400, 4, .started(from: ["b"], to: ["c"], trigger: .action)),
            event(400, 4, .stepStarted(change)),
            event(400, 4, .failed(.routableRejected(step: change, reason: "unknownSegment(\"c\")"))),
            event(400, 4, .synced(route: ["b"])),
        ])
        subscription.dispose()
        router.dispose()
    }
}
