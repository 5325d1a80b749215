import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A user pop that reaches the router's queue behind a step's completion, found by the soak test:
/// the screen changed before the router handled the completion, so the next step must be planned
/// from the screen as the user left it.
final class UserPopOrderingTests: LeakCheckingTestCase {
    func testAUserPopQueuedBehindAStepCompletionIsAppliedBeforeTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = RouterSoakTests.Screen(scheduler: scheduler)
        screen.behaviours = ["a": .complete(after: 10), "b": .complete(after: 10)]
        let router = Router(store: store, rootRoutable: RouterSoakTests.SoakRoutable(depth: 0, screen: screen), scheduler: scheduler,
                            stepTimeout: .seconds(50))
        let events = scheduler.createObserver(NavigationEvent.self)
        let subscription = router.events.subscribe(events)

        scheduler.scheduleAt(100) { store.dispatch(SetRouteAction(["a"], navigationID: NavigationID(rawValue: 1))) }
        scheduler.scheduleAt(105) {
            // The push of "a" completes at 110; a new navigation waits for it.
            store.dispatch(SetRouteAction(["b"], navigationID: NavigationID(rawValue: 2)))
            // At 110, right after that completion (scheduled later, so it runs after it), the
            // user takes "a" off the screen.
            scheduler.scheduleAt(110) {
                screen.stack.removeLast()
                router.didPop()
            }
        }
        scheduler.start()

        XCTAssertEqual(screen.impossibleSteps, [], "the router changed a screen the user had removed")
        XCTAssertEqual(screen.stack, ["b"])
        XCTAssertEqual(router.displayedRoute, ["b"])
        XCTAssertEqual(store.state.navigationState.route, ["b"])
        let kinds = events.events.compactMap(\.value.element).map(\.kind)
        XCTAssertTrue(kinds.contains(.userNavigated(from: ["a"], to: [], by: .popped)), "\(kinds)")
        XCTAssertTrue(kinds.contains(.stepStarted(.push(responsibleRoutableIndex: 0, segmentToBePushed: "b"))), "\(kinds)")
        subscription.dispose()
        router.dispose()
    }
}
