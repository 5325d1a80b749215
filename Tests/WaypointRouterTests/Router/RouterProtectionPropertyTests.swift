import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 25: short random sequences around a login — protected routes reached by action, request
/// and deep link (often at a cold launch, from nothing on screen), logins presented at once or
/// later by the protection and by guards that wait for a sign-in, sign-in, sign-out and a closed
/// login at random — on the app's order (`MainLikeScheduler`) and on a bare `TestScheduler`.
/// After each sequence and a last sign-in: the UI equals the state, every request ended exactly
/// once, nothing is held or waiting, and nothing the router made is alive.
final class RouterProtectionPropertyTests: LeakCheckingTestCase {
    private static var iterations: Int {
        Int(ProcessInfo.processInfo.environment["WAYPOINT_PROPERTY_ITERATIONS"] ?? "") ?? 300
    }

    /// How many times each request's callbacks fired.
    // @unchecked: the callbacks run on the single test thread (the test scheduler's).
    private final class RequestEnds: @unchecked Sendable {
        var counts: [Int] = []
    }

    func testLoginFlowsLeaveTheUIEqualToTheStateAndEndEveryRequestOnce() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["WAYPOINT_SEED"] ?? "") ?? 25
        var generator = SeededRandomNumberGenerator(seed: seed)
        let alphabet = ["a", "b", "p"]
        for iteration in 0..<Self.iterations {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let appOrder = iteration.isMultiple(of: 2)
            let store = Store(reducer: appReducer, state: AppState())
            let model = ScreenModel(scheduler: scheduler)
            model.defaultDelay = Int.random(in: 0...3, using: &generator)
            let baseline = Resources.total
            var router: Router<AppState>? = Router(
                store: store, rootRoutable: RecordingRoutable(name: "root", depth: 0, model: model),
                scheduler: appOrder ? MainLikeScheduler(base: scheduler) : scheduler,
                stepTimeout: .seconds(40), guardTimeout: .seconds(30))
            weak let weakRouter = router
            let events = scheduler.createObserver(NavigationEvent.self)
            let eventSubscription = router!.events.subscribe(events)
            let login = RouterSoakTests.SoakLogin(scheduler: scheduler)
            login.store = store
            router!.protect(with: login, routesContaining: ["p"])
            try router!.deepLinks.register("/p", route: ["p"])
            try router!.deepLinks.register("/a/p", route: ["a", "p"])
            let ends = RequestEnds()
            var log: [String] = ["app order: \(appOrder)"]
            func randomRoute() -> Route {
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            func track(_ request: NavigationRequest) {
                let index = ends.counts.count
                ends.counts.append(0)
                request.onSuccess { _ in ends.counts[index] += 1 }.onFailure { _ in ends.counts[index] += 1 }
            }
            var time = 0
            for _ in 1...Int.random(in: 1...8, using: &generator) {
                let at = time
                time += Int.random(in: 0...6, using: &generator)
                switch Int.random(in: 0..<9, using: &generator) {
                case 0:
                    let link = ["myapp://p", "myapp://a/p"].randomElement(using: &generator)!
                    log.append("\(at) link \(link)")
                    scheduler.scheduleAt(at) { router?.navigate(toLink: link) { track($0) } }
                case 1:
                    let route = randomRoute()
                    log.append("\(at) set \(route)")
                    scheduler.scheduleAt(at) { store.dispatch(SetRouteAction(route)) }
                case 2:
                    let route = randomRoute()
                    log.append("\(at) request waiting for a sign-in \(route)")
                    scheduler.scheduleAt(at) { router?.navigate { track($0.to(route).guarded(by: login.waitingGuard)) } }
                case 3:
                    log.append("\(at) sign in")
                    scheduler.scheduleAt(at) { login.signIn() }
                case 4:
                    log.append("\(at) sign out")
                    scheduler.scheduleAt(at) {
                        login.signedIn = false
                        let route = store.state.navigationState.route
                        if let protected = route.firstIndex(of: "p") { store.dispatch(SetRouteAction(Array(route.prefix(protected)))) }
                    }
                case 5:
                    log.append("\(at) login closed")
                    scheduler.scheduleAt(at) { login.close() }
                case 6:
                    log.append("\(at) presents later")
                    scheduler.scheduleAt(at) { login.presentsLater.toggle() }
                default:
                    let route = randomRoute()
                    log.append("\(at) request \(route)")
                    scheduler.scheduleAt(at) { router?.navigate { track($0.to(route)) } }
                }
            }
            scheduler.start()
            login.signIn()
            scheduler.start()

            let context = "seed \(seed), iteration \(iteration): \(log)"
            let (endedTwice, neverEnded) = unevenEndings(events.events.compactMap(\.value.element))
            XCTAssertEqual(endedTwice, [], "one terminal event per navigation: \(context)")
            XCTAssertEqual(neverEnded, [], "every navigation that started ended: \(context)")
            XCTAssertEqual(model.stack, store.state.navigationState.route, "the UI shows the state: \(context)")
            XCTAssertEqual(router?.displayedRoute, store.state.navigationState.route, context)
            XCTAssertEqual(ends.counts.filter { $0 != 1 }.count, 0, "each request's callbacks fired once: \(ends.counts) \(context)")
            XCTAssertEqual(login.held.count, 0, "nothing held: \(context)")
            XCTAssertEqual(login.waiting.count, 0, "no guard waiting: \(context)")

            eventSubscription.dispose()
            router?.dispose()
            router = nil
            scheduler.start()
            model.built = [:]
            model.contexts = []
            XCTAssertNil(weakRouter, "nothing keeps the router alive: \(context)")
            XCTAssertEqual(Resources.total, baseline, "nothing the router made is alive: \(context)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
