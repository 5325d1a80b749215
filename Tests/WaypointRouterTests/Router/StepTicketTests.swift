import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A screen that completes every step at once and keeps every completion handler it was given.
final class HandlerKeepingScreen: Routable, @unchecked Sendable {
    // @unchecked: touched only on the test's thread.
    var handlers: [RoutingCompletionHandler] = []

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        handlers.append(completionHandler)
        completionHandler()
        return self
    }
}

/// A screen that completes every step at once and keeps no handler.
final class ForgetfulScreen: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return self
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }
}

/// The router reuses what a step's completion handler holds once no routable keeps the handler;
/// a handler a routable kept must still speak for its own step.
final class StepTicketTests: LeakCheckingTestCase {
    func testAKeptHandlerCalledAgainAfterLaterStepsReportsItsOwnStep() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let screen = HandlerKeepingScreen()
        let router = Router(store: store, rootRoutable: screen, scheduler: scheduler)
        let events = scheduler.createObserver(String.self)
        let subscription = router.events.map { "\($0.kind)" }.subscribe(events)
        scheduler.scheduleAt(10) { store.dispatch(SetRouteAction(["home", "user", "settings"])) }
        // Every step ran and completed at 10; now the first step's handler is called again.
        scheduler.scheduleAt(20) { screen.handlers[0]() }
        scheduler.scheduleAt(30) { screen.handlers[2]() }
        scheduler.start()
        let duplicates = events.events.compactMap { $0.value.element }.filter { $0.contains("duplicate") }
        XCTAssertEqual(duplicates, ["duplicateCompletion(push(0, home))", "duplicateCompletion(push(2, settings))"])
        XCTAssertEqual(router.displayedRoute, ["home", "user", "settings"])
        subscription.dispose()
        router.dispose()
    }

    func testStepsWhoseHandlersAreLetGoStillEachEndOnce() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let router = Router(store: store, rootRoutable: ForgetfulScreen(), scheduler: scheduler)
        let events = scheduler.createObserver(String.self)
        let subscription = router.events.map { "\($0.kind)" }.subscribe(events)
        scheduler.scheduleAt(10) { store.dispatch(SetRouteAction(["a", "b"])) }
        scheduler.scheduleAt(20) { store.dispatch(SetRouteAction(["a"])) }
        scheduler.start()
        let ends = events.events.compactMap { $0.value.element }.filter { $0.hasPrefix("stepEnded") || $0.hasPrefix("completed") }
        XCTAssertEqual(ends.count, 5, "\(ends)")
        XCTAssertEqual(router.displayedRoute, ["a"])
        subscription.dispose()
        router.dispose()
    }
}
