import Dispatch
import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Navigation requests from many threads at once, on a router whose scheduler is a real serial
/// queue and whose routables complete every step at once: every request ends exactly once (its
/// callbacks and its result), the router's event stream keeps the Rx grammar, routables are never
/// called two at a time, and at the end the UI shows exactly the state's route. CI runs these
/// under ThreadSanitizer.
final class RouterConcurrencyTests: LeakCheckingTestCase {
    private static let threads = 8
    private static let perThread = 60

    /// The screens on display, changed by `ScreenRoutable`s; overlapping calls are counted.
    // @unchecked: `stack` is behind a lock; `inside` and `overlaps` are atomics.
    final class Screens: @unchecked Sendable {
        let stack = Locked<[String]>([])
        private let inside = AtomicBox<Int>(0)
        let overlaps = AtomicBox<Int>(0)
        let steps = AtomicBox<Int>(0)

        func step(_ change: (inout [String]) -> Void) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
            stack.withLock { change(&$0) }
            steps.add(1, ordering: .relaxed)
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// A routable that updates `Screens` and completes at once.
    final class ScreenRoutable: Routable {
        let depth: Int
        let screens: Screens

        init(depth: Int, screens: Screens) {
            self.depth = depth
            self.screens = screens
        }

        func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            screens.step { $0.append(routeElementIdentifier) }
            completionHandler()
            return ScreenRoutable(depth: depth + 1, screens: screens)
        }

        func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                             completionHandler: @escaping RoutingCompletionHandler) throws {
            screens.step { _ = $0.popLast() }
            completionHandler()
        }

        func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            let depth = self.depth
            screens.step { $0[depth] = to }
            completionHandler()
            return ScreenRoutable(depth: depth + 1, screens: screens)
        }
    }

    /// A `ScreenRoutable` that calls its completion handler after returning, from another thread
    /// (as a transition's completion may come), racing the router as it arms the step's timeout.
    final class LaterScreenRoutable: Routable {
        let depth: Int
        let screens: Screens

        init(depth: Int, screens: Screens) {
            self.depth = depth
            self.screens = screens
        }

        private func completeLater(_ completionHandler: @escaping RoutingCompletionHandler) {
            DispatchQueue.global().async { completionHandler() }
        }

        func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            screens.step { $0.append(routeElementIdentifier) }
            completeLater(completionHandler)
            return LaterScreenRoutable(depth: depth + 1, screens: screens)
        }

        func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                             completionHandler: @escaping RoutingCompletionHandler) throws {
            screens.step { _ = $0.popLast() }
            completeLater(completionHandler)
        }

        func changeRouteSegment(_ from: RouteElementIdentifier, to: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                                completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            let depth = self.depth
            screens.step { $0[depth] = to }
            completeLater(completionHandler)
            return LaterScreenRoutable(depth: depth + 1, screens: screens)
        }
    }

    /// Waits until the router's queue stays idle for a few rounds (each piece of work may queue
    /// another: a sync action, the state it produces) and the UI shows the state's route.
    private func settle(_ router: Router<AppState>, _ store: Store<AppState>, _ scheduler: SerialDispatchQueueScheduler) {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            for _ in 0..<5 { drain(scheduler) }
        } while router.displayedRoute != store.state.navigationState.route && Date() < deadline
    }

    /// Waits until every block already queued on `scheduler` ran.
    private func drain(_ scheduler: SerialDispatchQueueScheduler, file: StaticString = #filePath, line: UInt = #line) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the router's queue drains", file: file, line: line)
    }

    func testNavigationRequestsFromManyThreadsEachEndOnceAndTheUIEndsEqualToTheState() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "router-concurrency")
        let store = Store(reducer: appReducer, state: AppState())
        let screens = Screens()
        let router = Router(store: store, rootRoutable: ScreenRoutable(depth: 0, screens: screens), scheduler: scheduler)
        let events = GrammarChecker<NavigationEvent>()
        let eventSubscription = events.subscribe(to: router.events)

        let total = Self.threads * Self.perThread
        let ends = Locked([Int](repeating: 0, count: total))  // callbacks per request
        let successes = AtomicBox<Int>(0)
        let allEnded = DispatchGroup()
        let results = Locked<[GrammarChecker<NavigationResult>]>([])
        let resultSubscriptions = Locked<[Disposable]>([])
        let alphabet = ["a", "b", "c", "d"]
        for _ in 0..<total { allEnded.enter() }

        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var random = SeededRandomNumberGenerator(seed: UInt64(thread + 1))
            for index in 0..<Self.perThread {
                let request = thread * Self.perThread + index
                let route = (0..<Int.random(in: 0...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                let result = router.navigate { navigation in
                    navigation.to(route).animated(Bool.random(using: &random))
                        .onSuccess { _ in
                            successes.add(1, ordering: .relaxed)
                            ends.withLock { $0[request] += 1 }
                            allEnded.leave()
                        }
                        .onFailure { _ in
                            ends.withLock { $0[request] += 1 }
                            allEnded.leave()
                        }
                }
                let checker = GrammarChecker<NavigationResult>()
                resultSubscriptions.withLock { $0.append(checker.subscribe(to: result)) }
                results.withLock { $0.append(checker) }
            }
        }

        XCTAssertEqual(allEnded.wait(timeout: .now() + 20), .success, "every request ended")
        settle(router, store, scheduler)

        XCTAssertEqual(ends.withLock { $0 }, [Int](repeating: 1, count: total), "each request's callbacks fired exactly once")
        XCTAssertGreaterThan(successes.load(ordering: .relaxed), 0)
        for checker in results.withLock({ $0 }) {
            XCTAssertGrammar(checker)
            XCTAssertNotNil(checker.terminal, "each result ends")
            XCTAssertLessThanOrEqual(checker.nextCount, 1)
            if case .completed? = checker.terminal { XCTAssertEqual(checker.nextCount, 1, "a success carries its result") }
        }
        XCTAssertGrammar(events, terminal: nil)
        let navigationEvents = events.elements
        let terminals = navigationEvents.filter(\.isTerminal)
        XCTAssertEqual(Set(terminals.map(\.navigationID)).count, terminals.count, "one terminal event per navigation")
        let started = navigationEvents.filter { if case .started = $0.kind { return true } else { return false } }
        XCTAssertTrue(Set(started.map(\.navigationID)).isSubset(of: Set(terminals.map(\.navigationID))),
                      "every navigation that started also ended")
        XCTAssertEqual(screens.overlaps.load(ordering: .relaxed), 0, "routables are called one at a time")
        XCTAssertEqual(router.displayedRoute, store.state.navigationState.route, "the router shows the state's route")
        XCTAssertEqual(screens.stack.withLock { $0 }, store.state.navigationState.route, "the UI shows the state's route")

        resultSubscriptions.withLock { $0 }.forEach { $0.dispose() }
        eventSubscription.dispose()
        router.dispose()
        drain(scheduler)
    }

    /// Completions that come from other threads after the step returned, racing the router as it
    /// arms each step's timeout: every timeout is disarmed by its step's end (none fires, none is
    /// left armed: the leak check counts a timer still pending), and every request ends once.
    func testCompletionsFromOtherThreadsAfterTheStepReturnedDisarmEveryTimeout() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "router-concurrency-later")
        let store = Store(reducer: appReducer, state: AppState())
        let screens = Screens()
        let router = Router(store: store, rootRoutable: LaterScreenRoutable(depth: 0, screens: screens), scheduler: scheduler,
                            stepTimeout: .seconds(3600))
        let events = GrammarChecker<NavigationEvent>()
        let eventSubscription = events.subscribe(to: router.events)
        let total = Self.threads * Self.perThread
        let ends = Locked([Int](repeating: 0, count: total))
        let allEnded = DispatchGroup()
        for _ in 0..<total { allEnded.enter() }

        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var random = SeededRandomNumberGenerator(seed: UInt64(200 + thread))
            for index in 0..<Self.perThread {
                let request = thread * Self.perThread + index
                let route = (0..<Int.random(in: 0...3, using: &random)).map { _ in ["a", "b", "c"].randomElement(using: &random)! }
                router.navigate { navigation in
                    navigation.to(route).completion {
                        ends.withLock { $0[request] += 1 }
                        allEnded.leave()
                    }.onFailure { _ in
                        ends.withLock { $0[request] += 1 }
                        allEnded.leave()
                    }
                }
            }
        }

        XCTAssertEqual(allEnded.wait(timeout: .now() + 20), .success, "every request ended")
        settle(router, store, scheduler)

        XCTAssertEqual(ends.withLock { $0 }, [Int](repeating: 1, count: total), "each request's callbacks fired exactly once")
        XCTAssertGrammar(events, terminal: nil)
        let timedOut = events.elements.filter {
            if case .failed(.stepTimedOut) = $0.kind { return true } else { return false }
        }
        XCTAssertEqual(timedOut.count, 0, "no step timed out")
        XCTAssertEqual(screens.overlaps.load(ordering: .relaxed), 0, "routables are called one at a time")
        XCTAssertEqual(router.displayedRoute, store.state.navigationState.route)
        XCTAssertEqual(screens.stack.withLock { $0 }, store.state.navigationState.route)
        eventSubscription.dispose()
        router.dispose()
        drain(scheduler)
    }

    func testUserPopsRacingNavigationRequestsLeaveTheUIEqualToTheState() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "router-concurrency-pops")
        let store = Store(reducer: appReducer, state: AppState())
        let screens = Screens()
        let router = Router(store: store, rootRoutable: ScreenRoutable(depth: 0, screens: screens), scheduler: scheduler)
        let events = GrammarChecker<NavigationEvent>()
        let eventSubscription = events.subscribe(to: router.events)
        let allEnded = DispatchGroup()
        let requests = Self.threads / 2 * Self.perThread
        for _ in 0..<requests { allEnded.enter() }

        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            var random = SeededRandomNumberGenerator(seed: UInt64(100 + thread))
            for _ in 0..<Self.perThread {
                if thread.isMultiple(of: 2) {
                    let route = (0..<Int.random(in: 1...4, using: &random)).map { _ in ["a", "b", "c"].randomElement(using: &random)! }
                    router.navigate { $0.to(route).completion { allEnded.leave() }.onFailure { _ in allEnded.leave() } }
                } else {
                    // The user removes the top screen by hand, on the UI's own queue.
                    _ = scheduler.schedule {
                        let popped = screens.stack.withLock { stack -> Bool in
                            guard !stack.isEmpty, stack == router.displayedRoute else { return false }
                            stack.removeLast()
                            return true
                        }
                        if popped { router.didPop() }
                    }
                }
            }
        }

        XCTAssertEqual(allEnded.wait(timeout: .now() + 20), .success, "every request ended")
        settle(router, store, scheduler)

        XCTAssertGrammar(events, terminal: nil)
        XCTAssertEqual(screens.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(router.displayedRoute, store.state.navigationState.route)
        XCTAssertEqual(screens.stack.withLock { $0 }, store.state.navigationState.route)
        eventSubscription.dispose()
        router.dispose()
        drain(scheduler)
    }
}
