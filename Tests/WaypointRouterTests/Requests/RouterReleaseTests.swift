import Dispatch
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defect 3: a router released (its last reference dropped) while a navigation is held
/// by a protection space or a step is in flight ends that request as `dispose()` does — once,
/// through its callbacks, its Observable and its `await` — and leaves nothing alive behind it.
final class RouterReleaseTests: LeakCheckingTestCase {
    private let disposed = RoutingError.cancelled(reason: "the router was disposed")

    /// A store, a scheduler and a router that the test can release.
    private final class Fixture {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = Store(reducer: appReducer, state: AppState())
        let log: ScreenLog
        var router: Router<AppState>?
        weak var released: Router<AppState>?
        /// Live resources with the store and no router.
        let baseline: Int

        init(stepDelay: Int = 10) {
            log = ScreenLog(scheduler: scheduler)
            log.delay = stepDelay
            baseline = Resources.total
            let router = Router(store: store, rootRoutable: ReceivingScreen<String>(name: "root", log: log),
                                scheduler: scheduler, stepTimeout: .seconds(1_000), guardTimeout: .seconds(1_000))
            self.router = router
            released = router
        }
    }

    private func send(_ fixture: Fixture, to route: Route, at time: Int, callbacks: CallbackLog, bag: DisposeBag,
                      configure: @escaping (NavigationRequest) -> Void = { _ in }) -> TestableObserver<NavigationResult> {
        let results = fixture.scheduler.createObserver(NavigationResult.self)
        fixture.scheduler.scheduleAt(time) { [weak fixture] in
            guard let router = fixture?.router else { return }
            router.navigate {
                configure($0.to(route)
                    .completion { callbacks.entries.append("completion") }
                    .onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { callbacks.entries.append("failure: \($0)") })
            }.subscribe(results).disposed(by: bag)
        }
        return results
    }

    func testReleasingTheRouterWhileAProtectionSpaceHoldsANavigationFailsItOnceAndFreesEverything() {
        let fixture = Fixture()
        let login = LoginProtection()
        let callbacks = CallbackLog()
        let bag = DisposeBag()
        let results = send(fixture, to: ["account"], at: 100, callbacks: callbacks, bag: bag) { $0.protect(with: login) }
        fixture.scheduler.scheduleAt(200) { fixture.router = nil }
        fixture.scheduler.start()

        XCTAssertNil(fixture.released, "nothing keeps the router alive")
        XCTAssertEqual(callbacks.entries, ["failure: \(disposed)"])
        XCTAssertEqual(results.routes, [.error(200, disposed)])
        XCTAssertEqual(Resources.total, fixture.baseline, "the held navigation's guard run and pipeline run are gone with the router")

        // The protection space answering later changes nothing.
        login.unprotect?()
        fixture.scheduler.start()
        XCTAssertEqual(fixture.store.state.navigationState.route, [])
        XCTAssertEqual(callbacks.entries, ["failure: \(disposed)"])
        XCTAssertEqual(Resources.total, fixture.baseline)
    }

    func testReleasingTheRouterWhileAStepIsInFlightFailsTheRequestOnceAndFreesEverything() {
        let fixture = Fixture(stepDelay: 50)
        let callbacks = CallbackLog()
        let bag = DisposeBag()
        let results = send(fixture, to: ["home", "user"], at: 100, callbacks: callbacks, bag: bag)
        fixture.scheduler.scheduleAt(120) { fixture.router = nil }
        fixture.scheduler.start()

        XCTAssertNil(fixture.released, "nothing keeps the router alive")
        XCTAssertEqual(fixture.log.entries, ["100 root push home"], "the completion that comes later starts nothing")
        XCTAssertEqual(callbacks.entries, ["failure: \(disposed)"])
        XCTAssertEqual(results.routes, [.error(120, disposed)])
        XCTAssertEqual(Resources.total, fixture.baseline)
    }

    func testReleasingTheRouterWhileAGuardChecksFailsTheRequestOnceAndFreesEverything() {
        let fixture = Fixture()
        let callbacks = CallbackLog()
        let bag = DisposeBag()
        let guardLog = GuardLog()
        let slow = ScriptedGuard(scheduler: fixture.scheduler, answer: { _ in .pass }, delay: 500, log: guardLog)
        let results = send(fixture, to: ["home"], at: 100, callbacks: callbacks, bag: bag) { $0.guarded(by: slow) }
        fixture.scheduler.scheduleAt(150) { fixture.router = nil }
        fixture.scheduler.start()

        XCTAssertNil(fixture.released)
        XCTAssertEqual(callbacks.entries, ["failure: \(disposed)"])
        XCTAssertEqual(results.routes, [.error(150, disposed)])
        XCTAssertEqual(fixture.store.state.navigationState.route, [], "the guard's late answer reaches nothing")
        XCTAssertEqual(Resources.total, fixture.baseline)
    }

    /// On a real queue: the task awaiting a held navigation throws when the router goes away.
    func testReleasingTheRouterMakesTheAwaitThrow() async throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "router-release")
        let store = Store(reducer: appReducer, state: AppState())
        let baseline = Resources.total
        let login = LoginProtection()
        var router: Router<AppState>? = Router(store: store, rootRoutable: CompletingScreen(), scheduler: scheduler)
        weak let released = router
        let handle = router!.navigate { $0.to(["account"]).protect(with: login) }
        let waiting = Task { try await handle.value }
        // A bound, not a timing: an await that never ends fails the test instead of hanging it.
        let bound = Task {
            try await Task.sleep(nanoseconds: 10_000_000_000)
            waiting.cancel()
        }
        await drain(scheduler)
        router = nil
        defer { bound.cancel() }
        do {
            _ = try await waiting.value
            XCTFail("the await returned although the router was released")
        } catch {
            XCTAssertEqual(error as? RoutingError, disposed)
        }
        await drain(scheduler)
        XCTAssertNil(released)
        XCTAssertEqual(settledResourceCount(returningTo: baseline, timeout: 5), baseline)
        _ = login
    }

    private func drain(_ scheduler: SerialDispatchQueueScheduler) async {
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}

/// A screen that completes every step at once.
private final class CompletingScreen: Routable {
    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        completionHandler()
        return CompletingScreen()
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        completionHandler()
    }
}
