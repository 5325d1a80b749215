import Dispatch
import XCTest
import WaypointInterceptors
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defect 3: a request whose route action a store interceptor (or middleware) swallows
/// or fails ends once — callbacks, Observable and `await` — with an error naming that interceptor,
/// and the state and the screen stay as they were.
final class InterceptorDroppedRequestTests: LeakCheckingTestCase {
    private struct Refused: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    /// A store with `middleware` and `interceptors`, a router on a test scheduler, and the
    /// router's events recorded; `after` are added to the pipeline after the router's guards.
    private final class Fixture {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store: Store<AppState>
        let router: Router<AppState>
        let events: TestableObserver<NavigationEvent>
        let log: ScreenLog
        let bag = DisposeBag()

        init(middleware: [Middleware<AppState>] = [], interceptors: [AnyInterceptor<Action>] = [], after: [AnyInterceptor<Action>] = []) {
            store = Store(reducer: appReducer, state: AppState(), middleware: middleware, interceptors: interceptors)
            log = ScreenLog(scheduler: scheduler)
            router = Router(store: store, rootRoutable: ReceivingScreen<String>(name: "root", log: log), scheduler: scheduler,
                            stepTimeout: .seconds(50))
            for interceptor in after { store.add(interceptor: interceptor) }
            events = scheduler.createObserver(NavigationEvent.self)
            router.events.subscribe(events).disposed(by: bag)
        }

        /// Sends a request to `route` at `time`, recording its callbacks and result.
        func request(_ route: Route, at time: Int, callbacks: CallbackLog) -> TestableObserver<NavigationResult> {
            let results = scheduler.createObserver(NavigationResult.self)
            scheduler.scheduleAt(time) { [self] in
                router.navigate {
                    $0.to(route).completion { callbacks.entries.append("completion") }
                        .onSuccess { _ in callbacks.entries.append("success") }
                        .onFailure { callbacks.entries.append("failure: \($0)") }
                }.subscribe(results).disposed(by: bag)
            }
            return results
        }

        func tearDown() {
            router.dispose()
        }
    }

    /// Swallows route actions: never calls `next` for them.
    private static var swallowingMiddleware: Middleware<AppState> {
        { _, _ in { next in { action in if !(action is RouteChangeAction) { next(action) } } } }
    }

    private func assertDropped(_ fixture: Fixture, by expected: RoutingError, callbacks: CallbackLog,
                               results: TestableObserver<NavigationResult>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(callbacks.entries, ["failure: \(expected)"], file: file, line: line)
        XCTAssertEqual(results.routes, [.error(100, expected)], file: file, line: line)
        XCTAssertEqual(fixture.events.kinds, [at(100, .failed(expected))], file: file, line: line)
        XCTAssertEqual(fixture.store.state.navigationState.route, [], file: file, line: line)
        XCTAssertEqual(fixture.router.displayedRoute, [], file: file, line: line)
        XCTAssertEqual(fixture.log.entries, [], "no screen was touched", file: file, line: line)
    }

    func testAMiddlewareThatSwallowsTheRouteActionFailsTheRequestOnceNamingIt() {
        let fixture = Fixture(middleware: [{ _, _ in { next in next } }, Self.swallowingMiddleware])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionDropped(interceptor: "middleware #2"), callbacks: callbacks, results: results)
    }

    /// An action that is not a route change, for a middleware that replaces route actions with it.
    private struct Replacement: Action {}

    func testAMiddlewareThatReplacesTheRouteActionWithAnotherFailsTheRequestOnceNamingIt() {
        // The pipeline reaches the reducer, but with another action: the route never changes, so
        // the request must not wait for it.
        let replacing: Middleware<AppState> = { _, _ in { next in { action in next(action is RouteChangeAction ? Replacement() : action) } } }
        let fixture = Fixture(middleware: [replacing])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionDropped(interceptor: "middleware #1"), callbacks: callbacks, results: results)
    }

    func testAMiddlewareThatSendsAnotherActionBeforeTheRouteActionStillNavigates() {
        let announcing: Middleware<AppState> = { _, _ in { next in { action in
            if action is RouteChangeAction { next(Replacement()) }
            next(action)
        } } }
        let fixture = Fixture(middleware: [announcing])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        _ = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["completion", "success"])
        XCTAssertEqual(fixture.store.state.navigationState.route, ["home"])
        XCTAssertEqual(fixture.router.displayedRoute, ["home"])
    }

    func testAnInterceptorThatReturnsEmptyFailsTheRequestOnceNamingIt() {
        let consent = AnyInterceptor<Action>(name: "consent") { chain in chain.input is RouteChangeAction ? .empty() : chain.proceed() }
        let fixture = Fixture(interceptors: [consent])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionDropped(interceptor: "consent"), callbacks: callbacks, results: results)
    }

    func testAnInterceptorThatFailsTheRouteActionFailsTheRequestOnceNamingIt() {
        let audit = AnyInterceptor<Action>(name: "audit") { chain in chain.input is RouteChangeAction ? .error(Refused()) : chain.proceed() }
        let fixture = Fixture(interceptors: [audit])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionFailed(interceptor: "audit", reason: "offline"), callbacks: callbacks, results: results)
    }

    func testAnInterceptorAfterTheGuardsThatSwallowsTheRouteActionFailsTheRequestOnceNamingIt() {
        let late = AnyInterceptor<Action>(name: "late filter") { chain in chain.input is RouteChangeAction ? .empty() : chain.proceed() }
        let fixture = Fixture(after: [late])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionDropped(interceptor: "late filter"), callbacks: callbacks, results: results)
    }

    func testAnInterceptorThatSwallowsTheRouteActionAfterAnotherProceededLaterIsNamed() {
        // "wait" proceeds 10 ticks later, outside the dispatch; "late filter" then swallows the
        // action. The request names the one that swallowed it, not the last one seen in the
        // dispatch.
        // The interceptor reaches the fixture's scheduler through a box: capturing the fixture,
        // which holds the store that holds the interceptor, would keep both alive.
        final class SchedulerBox { var scheduler: TestScheduler? }
        let box = SchedulerBox()
        let wait = AnyInterceptor<Action>(name: "wait") { chain in
            chain.proceed().delaySubscription(.seconds(10), scheduler: box.scheduler!)
        }
        let late = AnyInterceptor<Action>(name: "late filter") { chain in chain.input is RouteChangeAction ? .empty() : chain.proceed() }
        let fixture = Fixture(interceptors: [wait, late])
        box.scheduler = fixture.scheduler
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        let expected = RoutingError.actionDropped(interceptor: "late filter")
        XCTAssertEqual(callbacks.entries, ["failure: \(expected)"])
        XCTAssertEqual(results.routes, [.error(110, expected)])
        XCTAssertEqual(fixture.store.state.navigationState.route, [])
        XCTAssertEqual(fixture.log.entries, [], "no screen was touched")
    }

    func testAnInterceptorThatSwallowsTheRouteActionOnAnotherThreadIsNamed() {
        // "hop" runs the rest of the pipeline on another thread, and waits for it.
        let hop = AnyInterceptor<Action>(name: "hop") { chain in
            Observable.create { observer in
                let subscription = Locked<Disposable?>(nil)
                let done = DispatchSemaphore(value: 0)
                DispatchQueue.global().async {
                    subscription.withLock { $0 = chain.proceed().subscribe(observer) }
                    done.signal()
                }
                done.wait()
                return subscription.withLock { $0 } ?? Disposables.create()
            }
        }
        let late = AnyInterceptor<Action>(name: "late filter") { chain in chain.input is RouteChangeAction ? .empty() : chain.proceed() }
        let fixture = Fixture(interceptors: [hop, late])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        assertDropped(fixture, by: .actionDropped(interceptor: "late filter"), callbacks: callbacks, results: results)
    }

    func testARequestTheGuardsRejectFailsOnceWithTheGuardsError() {
        let fixture = Fixture()
        defer { fixture.tearDown() }
        fixture.router.add(guard: NavigationGuard(name: "never") { _, completion in completion(.failure(GuardError(message: "no"))) })
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        let error = RoutingError.guardRejected(guardName: "never", reason: "no")
        XCTAssertEqual(callbacks.entries, ["failure: \(error)"])
        XCTAssertEqual(results.routes, [.error(100, error)])
        XCTAssertEqual(fixture.events.kinds, [at(100, .cancelled(.guardRejected(error)))])
    }

    func testAPassingPipelineStillCompletesTheRequest() {
        let fixture = Fixture(middleware: [{ _, _ in { next in next } }],
                              interceptors: [AnyInterceptor<Action>(name: "pass") { $0.proceed() }])
        defer { fixture.tearDown() }
        let callbacks = CallbackLog()
        let results = fixture.request(["home"], at: 100, callbacks: callbacks)
        fixture.scheduler.start()
        XCTAssertEqual(callbacks.entries, ["completion", "success"])
        XCTAssertEqual(results.routes, [.next(110, ["home"]), .completed(110)])
    }

    /// The `await` form throws the same error.
    func testTheAwaitOfASwallowedRequestThrows() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "swallowed")
        let store = Store(reducer: appReducer, state: AppState(), middleware: [Self.swallowingMiddleware])
        let router = Router(store: store, rootRoutable: ReceivingScreen<String>(name: "root", log: ScreenLog(scheduler: TestScheduler(initialClock: 0))),
                            scheduler: scheduler)
        let waiting = Task { try await router.navigate(to: ["home"]).value }
        // A bound, not a timing: an await that never ends fails the test instead of hanging it.
        let bound = Task {
            try await Task.sleep(nanoseconds: 10_000_000_000)
            waiting.cancel()
        }
        defer { bound.cancel() }
        do {
            _ = try await waiting.value
            XCTFail("the await returned although the action was swallowed")
        } catch {
            XCTAssertEqual(error as? RoutingError, .actionDropped(interceptor: "middleware #1"))
        }
        router.dispose()
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
