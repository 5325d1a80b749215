import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A navigation that reaches the store while the previous one's step is running, when that step
/// then fails or times out: found by the soak test. The newer navigation must go on from what
/// the UI shows, not be overwritten by the sync that puts the failed one's state back.
final class SupersededFailureTests: LeakCheckingTestCase {
    func testANavigationQueuedBehindAFailingStepStillRunsAndEnds() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = RouterSoakTests.Screen(scheduler: scheduler)
        screen.behaviours = ["x": .never, "b": .complete(after: 5)]
        let router = Router(store: store, rootRoutable: RouterSoakTests.SoakRoutable(depth: 0, screen: screen), scheduler: scheduler,
                            stepTimeout: .seconds(20))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)

        scheduler.scheduleAt(100) { store.dispatch(SetRouteAction(["x"], navigationID: NavigationID(rawValue: 1))) }
        scheduler.scheduleAt(105) { store.dispatch(SetRouteAction(["b"], navigationID: NavigationID(rawValue: 2))) }
        scheduler.start()

        let second = events.events.compactMap(\.value.element).filter { $0.navigationID == NavigationID(rawValue: 2) }.map(\.kind)
        XCTAssertEqual(second.first, .started(from: ["x"], to: ["b"], trigger: .action), "\(second)")
        XCTAssertEqual(second.last, .completed(route: ["b"]), "\(second)")
        XCTAssertEqual(store.state.navigationState.route, ["b"])
        XCTAssertEqual(router.displayedRoute, ["b"])
        subscription.dispose()
        router.dispose()
    }

    func testANavigationQueuedBehindAFailingStepIsNotSettledByAPendingUserPop() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = RouterSoakTests.Screen(scheduler: scheduler)
        screen.behaviours = ["a": .complete(after: 5), "x": .never, "b": .complete(after: 5)]
        let router = Router(store: store, rootRoutable: RouterSoakTests.SoakRoutable(depth: 0, screen: screen), scheduler: scheduler,
                            stepTimeout: .seconds(20))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)

        scheduler.scheduleAt(100) { store.dispatch(SetRouteAction(["a"], navigationID: NavigationID(rawValue: 1))) }
        scheduler.scheduleAt(110) { store.dispatch(SetRouteAction(["a", "x"], navigationID: NavigationID(rawValue: 2))) }
        scheduler.scheduleAt(115) {
            store.dispatch(SetRouteAction(["b"], navigationID: NavigationID(rawValue: 3)))
            screen.stack.removeLast()  // the user takes "x" off the screen while its push hangs
            router.didPop()
        }
        scheduler.start()

        let third = events.events.compactMap(\.value.element).filter { $0.navigationID == NavigationID(rawValue: 3) }.map(\.kind)
        XCTAssertEqual(third.last, .completed(route: ["b"]), "\(third)")
        XCTAssertEqual(store.state.navigationState.route, ["b"])
        XCTAssertEqual(router.displayedRoute, ["b"])
        XCTAssertEqual(screen.stack, ["b"])
        subscription.dispose()
        router.dispose()
    }
}
