import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Random route sequences, dispatched at random ticks while routables complete after random
/// delays (some of them never, some twice, some by throwing), always leave the UI equal to the
/// final state, and the router idle.
final class RouterPropertyTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_ITERATIONS"] ?? "") ?? 1_000
    }

    func testUIAlwaysEndsEqualToTheState() {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 7
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = ["a", "b", "c", "d"]
        for iteration in 0..<Self.iterations {
            let harness = RouterHarness(stepTimeout: 40)
            for segment in alphabet {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: harness.model.behaviours[segment] = .never
                case 1: harness.model.behaviours[segment] = .twice(after: Int.random(in: 1...15, using: &generator))
                case 2: harness.model.behaviours[segment] = .reject
                default: harness.model.behaviours[segment] = .complete(after: Int.random(in: 0...15, using: &generator))
                }
            }
            var time = 100
            var routes: [Route] = []
            for id in 1...Int.random(in: 1...12, using: &generator) {
                time += Int.random(in: 0...30, using: &generator)
                let route = (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                routes.append(route)
                harness.setRoute(route, id: id, at: time)
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    harness.userPops(at: time + 1)
                }
            }
            harness.scheduler.start()
            let context = "seed \(seed), iteration \(iteration), routes \(routes), behaviours \(harness.model.behaviours)"
            XCTAssertEqual(harness.model.stack, harness.route, context)
            XCTAssertEqual(harness.router.displayedRoute, harness.route, context)
            let terminals = harness.events.events.compactMap(\.value.element).filter(\.isTerminal)
            XCTAssertEqual(Set(terminals.map(\.navigationID)).count, terminals.count, "one terminal event per navigation: \(context)")
            harness.tearDown()
            if harness.model.stack != harness.route { return }
        }
    }
}

/// Issue 13: random sequences that mix every way the route changes — `SetRouteAction`s, requests
/// (some cancelled later), the app's own `NavigationAction`, and the user's pops, dismissals, tab
/// switches and reported routes, at any moment — and sometimes release the router midway. After
/// each sequence: the UI equals the state (unless the router was released), every navigation
/// that started ended exactly once, every request's callbacks fired exactly once, and nothing
/// the router made is alive.
final class RouterMixedPropertyTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_ITERATIONS"] ?? "") ?? 400
    }

    /// The app's own route change: keeps the last navigation's id.
    private struct AppGoTo: NavigationAction {
        let route: Route
        func reduce(_ state: NavigationState) -> NavigationState {
            var next = state
            next.route = route
            return next
        }
    }

    /// How many times each request's callbacks fired.
    // @unchecked: the callbacks run on the single test thread (the test scheduler's).
    private final class RequestEnds: @unchecked Sendable {
        var counts: [Int] = []
    }

    func testEveryKindOfChangeLeavesTheUIEqualToTheStateAndEveryRequestEndedOnce() {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 13
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = ["a", "b", "c", "d"]
        var released = 0
        for iteration in 0..<Self.iterations {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let store = Store(reducer: appReducer, state: AppState())
            let model = ScreenModel(scheduler: scheduler)
            let baseline = Resources.total
            var router: Router<AppState>? = Router(store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: model),
                                                   scheduler: scheduler, stepTimeout: .seconds(40), guardTimeout: .seconds(30))
            weak let weakRouter = router
            let events = scheduler.createObserver(NavigationEvent.self)
            let eventSubscription = router!.events.subscribe(events)
            for segment in alphabet {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: model.behaviours[segment] = .twice(after: Int.random(in: 1...15, using: &generator))
                case 1: model.behaviours[segment] = .reject
                default: model.behaviours[segment] = .complete(after: Int.random(in: 0...15, using: &generator))
                }
            }
            let ends = RequestEnds()
            var handles: [NavigationHandle] = []
            var log: [String] = []
            func randomRoute(_ range: ClosedRange<Int> = 0...4) -> Route {
                (0..<Int.random(in: range, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            var time = 100
            for id in 1...Int.random(in: 1...10, using: &generator) {
                time += Int.random(in: 0...30, using: &generator)
                let at = time
                switch Int.random(in: 0..<10, using: &generator) {
                case 0...2:
                    let route = randomRoute()
                    log.append("\(at) set \(route)")
                    scheduler.scheduleAt(at) { store.dispatch(SetRouteAction(route, navigationID: NavigationID(rawValue: 1_000_000 + id))) }
                case 3...4:
                    let route = randomRoute()
                    log.append("\(at) app \(route)")
                    scheduler.scheduleAt(at) { store.dispatch(AppGoTo(route: route)) }
                default:
                    let route = randomRoute()
                    let cancelAfter = Int.random(in: 0..<4, using: &generator) == 0 ? Int.random(in: 0...20, using: &generator) : nil
                    log.append("\(at) request \(route)" + (cancelAfter.map { " cancelled after \($0)" } ?? ""))
                    scheduler.scheduleAt(at) {
                        guard let router else { return }
                        let index = ends.counts.count
                        ends.counts.append(0)
                        let handle = router.navigate {
                            $0.to(route).onSuccess { _ in ends.counts[index] += 1 }.onFailure { _ in ends.counts[index] += 1 }
                        }
                        handles.append(handle)
                        if let cancelAfter {
                            scheduler.scheduleAt(scheduler.clock + cancelAfter) { handle.cancel() }
                        }
                    }
                }
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    let kind = Int.random(in: 0..<4, using: &generator)
                    let depthDraw = Int.random(in: 0...3, using: &generator)
                    let segments = randomRoute(1...2)
                    log.append("\(at + 1) user \(["pops", "dismisses", "selects tab", "shows"][kind]) \(depthDraw) \(segments)")
                    scheduler.scheduleAt(at + 1) {
                        guard let router else { return }
                        let stack = model.stack
                        switch kind {
                        case 0:
                            guard !stack.isEmpty else { return }
                            let count = min(depthDraw + 1, stack.count)
                            model.stack.removeLast(count)
                            router.userDidNavigate(.popped(count: count))
                        case 1:
                            guard depthDraw < stack.count else { return }
                            model.stack.removeSubrange(depthDraw...)
                            router.userDidNavigate(.dismissed(depth: depthDraw))
                        case 2:
                            let depth = min(depthDraw, stack.count)
                            model.stack = Array(stack.prefix(depth)) + segments
                            let routables = segments.indices.map { RecordingRoutable(name: segments[$0], depth: depth + 1 + $0, model: model) }
                            router.userDidNavigate(.selectedTab(depth: depth, segments: segments, routables: routables))
                        default:
                            let route = Array(stack.prefix(depthDraw)) + segments
                            model.stack = route
                            let routables = route.indices.map { RecordingRoutable(name: route[$0], depth: $0 + 1, model: model) }
                            router.userDidNavigate(.showed(route, routables: routables))
                        }
                    }
                }
            }
            let release = Int.random(in: 0..<5, using: &generator) == 0
            if release {
                let at = 100 + Int.random(in: 0...(time - 100 + 20), using: &generator)
                log.append("\(at) router released")
                scheduler.scheduleAt(at) {
                    router = nil
                    handles = []
                }
                released += 1
            }
            scheduler.start()

            let context = "seed \(seed), iteration \(iteration): \(log), behaviours \(model.behaviours)"
            let recorded = events.events.compactMap(\.value.element)
            let (endedTwice, neverEnded) = unevenEndings(recorded)
            XCTAssertEqual(endedTwice, [], "one terminal event per navigation: \(recorded.filter { endedTwice.contains($0.navigationID) }) \(context)")
            if !release {
                XCTAssertEqual(neverEnded, [], "every navigation that started ended: \(context)")
                XCTAssertEqual(model.stack, store.state.navigationState.route, "the UI shows the state: \(context)")
                XCTAssertEqual(router?.displayedRoute, store.state.navigationState.route, context)
            }
            XCTAssertEqual(ends.counts.filter { $0 != 1 }.count, 0, "each request's callbacks fired once: \(ends.counts) \(context)")

            eventSubscription.dispose()
            router?.dispose()
            router = nil
            handles = []
            model.built = [:]
            model.contexts = []
            XCTAssertNil(weakRouter, "nothing keeps the router alive: \(context)")
            XCTAssertEqual(Resources.total, baseline, "nothing the router made is alive: \(context)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        XCTAssertGreaterThan(released, 0)
    }
}
