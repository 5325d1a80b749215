import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Cancelling a navigation through its handle, by disposing its observable, or by cancelling the
/// task that awaits it.
final class CancellationTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    private let push = { (index: Int, segment: String) in RoutingAction.push(responsibleRoutableIndex: index, segmentToBePushed: segment) }

    /// Sends a request to `route` at 100 whose callbacks write to `callbacks`, and records its result.
    private func request(_ route: Route, callbacks: CallbackLog, configure: @escaping (NavigationRequest) -> Void = { _ in })
        -> (TestableObserver<NavigationResult>, () -> NavigationHandle?) {
        var handle: NavigationHandle?
        let results = harness.scheduler.createObserver(NavigationResult.self)
        let bag = DisposeBag()
        harness.scheduler.scheduleAt(100) { [self] in
            let sent = harness.router.navigate {
                configure($0.to(route).onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { callbacks.entries.append("failure: \($0)") })
            }
            handle = sent
            sent.asObservable().subscribe(results).disposed(by: bag)
        }
        addTeardownBlock { _ = bag }
        return (results, { handle })
    }

    func testCancelBetweenStepsStopsAfterTheRunningStepAndSyncsTheState() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        let (results, handle) = request(["home", "user", "settings"], callbacks: callbacks)
        harness.scheduler.scheduleAt(115) { handle()?.cancel() }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds, [
            at(100, .started(from: [], to: ["home", "user", "settings"], trigger: .request)),
            at(100, .stepStarted(push(0, "home"))),
            at(110, .stepEnded(push(0, "home"))),
            at(110, .stepStarted(push(1, "user"))),
            at(120, .stepEnded(push(1, "user"))),
            at(120, .cancelled(.aborted)),
            at(120, .synced(route: ["home", "user"])),
        ])
        XCTAssertEqual(harness.model.stack, ["home", "user"])
        XCTAssertEqual(harness.route, ["home", "user"])
        XCTAssertEqual(callbacks.entries, ["failure: The navigation was cancelled: aborted"])
        XCTAssertEqual(results.routes, [.error(120, RoutingError.cancelled(reason: "aborted"))])
    }

    func testDisposingTheObservableCancels() {
        harness = RouterHarness()
        let results = harness.scheduler.createObserver(NavigationResult.self)
        var subscription: Disposable?
        harness.scheduler.scheduleAt(100) { [self] in
            subscription = harness.router.navigate { $0.to(["home", "user"]) }.subscribe(results)
        }
        harness.scheduler.scheduleAt(105) { subscription?.dispose() }
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds.suffix(3)), [
            at(110, .stepEnded(push(0, "home"))),
            at(110, .cancelled(.aborted)),
            at(110, .synced(route: ["home"])),
        ])
        XCTAssertEqual(results.events, [])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testCancellingAHeldNavigationReleasesItAtOnce() {
        harness = RouterHarness()
        let login = LoginProtection()
        let callbacks = CallbackLog()
        let (results, handle) = request(["account"], callbacks: callbacks) { $0.protect(with: login) }
        harness.scheduler.scheduleAt(150) { handle()?.cancel() }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds, [at(100, .held(by: "LoginProtection")), at(150, .cancelled(.aborted))])
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(callbacks.entries, ["failure: The navigation was cancelled: aborted"])
        XCTAssertEqual(results.routes, [.error(150, RoutingError.cancelled(reason: "aborted"))])
        // The space's answer after the cancellation changes nothing.
        login.unprotect?()
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events.count, 2)
        XCTAssertEqual(harness.route, [])
    }

    func testCancellingAWaitingNavigationLetsTheRunningOneBeSupersededAndKeepsTheScreen() {
        harness = RouterHarness()
        harness.setRoute(["home", "user"], id: 1, at: 100)
        let callbacks = CallbackLog()
        var handle: NavigationHandle?
        harness.scheduler.scheduleAt(105) { [self] in handle = harness.router.navigate { $0.to(["stats"]).onFailure { callbacks.entries.append("\($0)") } } }
        harness.scheduler.scheduleAt(107) { handle?.cancel() }
        harness.scheduler.start()
        let id = handle!.requestID
        XCTAssertEqual(Array(harness.events.kinds.suffix(4)), [
            at(110, .stepEnded(push(0, "home"))),
            at(110, .cancelled(.superseded(by: id))),
            at(110, .cancelled(.aborted)),
            at(110, .synced(route: ["home"])),
        ])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.model.stack, ["home"])
        XCTAssertEqual(callbacks.entries, ["The navigation was cancelled: aborted"])
    }

    func testCancellingWhileTheActionIsInTheStoresPipelineKeepsItOffTheScreen() {
        harness = RouterHarness()
        // A store interceptor after the guards that takes 20 ticks.
        harness.store.add(interceptor: AnyInterceptor<Action>(name: "slow") { [scheduler = harness.scheduler] chain in
            Observable<Int>.timer(.seconds(20), scheduler: scheduler).flatMap { _ in chain.proceed() }
        })
        let callbacks = CallbackLog()
        let (results, handle) = request(["home"], callbacks: callbacks)
        harness.scheduler.scheduleAt(110) { handle()?.cancel() }
        harness.scheduler.start()
        // The action passed the guards before the cancellation: its state is brought back at once.
        XCTAssertEqual(harness.events.kinds, [at(110, .cancelled(.aborted)), at(120, .synced(route: []))])
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(harness.model.log, [])
        XCTAssertEqual(results.routes, [.error(110, RoutingError.cancelled(reason: "aborted"))])
    }

    func testCancelAfterTheEndDoesNothing() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        let (results, handle) = request(["home"], callbacks: callbacks)
        harness.scheduler.scheduleAt(200) { handle()?.cancel() }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds.last, at(110, .completed(route: ["home"])))
        XCTAssertEqual(callbacks.entries, ["success"])
        XCTAssertEqual(results.events.count, 2)
    }

    func testADeepLinkAndARestorationCancelLikeAnyRequest() throws {
        harness = RouterHarness()
        try harness.router.deepLinks.register("/users/:id", route: ["home", "user"])
        var link: NavigationHandle?
        harness.scheduler.scheduleAt(100) { [self] in link = harness.router.navigate(toLink: "/users/7") }
        harness.scheduler.scheduleAt(105) { link?.cancel() }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds.suffix(2).first, at(110, .cancelled(.aborted)))
        XCTAssertEqual(harness.route, ["home"])

        let saved = try harness.router.saveState()
        harness.setRoute([], id: 90, at: 200)
        harness.scheduler.start()
        var restoration: NavigationHandle?
        harness.scheduler.scheduleAt(300) { [self] in restoration = try? harness.router.restoreState(from: saved) }
        harness.scheduler.scheduleAt(300) { restoration?.cancel() }
        harness.scheduler.start()
        // Cancelled during its only step: it stops after it (the screen shows the route) as aborted.
        XCTAssertEqual(Array(harness.events.kinds.suffix(2)), [at(310, .stepEnded(push(0, "home"))), at(310, .cancelled(.aborted))])
        XCTAssertEqual(harness.route, ["home"])
    }
}

/// Cancelling the task that awaits a navigation, on a real scheduler.
final class AsyncCancellationTests: LeakCheckingTestCase {
    /// A screen whose steps complete only when `finish()` is called.
    // @unchecked: `pending` is guarded by `lock`.
    final class ManualScreen: Routable, @unchecked Sendable {
        private let lock = NSLock()
        private var pending: [RoutingCompletionHandler] = []
        let started = DispatchSemaphore(value: 0)

        func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                              completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
            lock.lock()
            pending.append(completionHandler)
            lock.unlock()
            started.signal()
            return self
        }

        func finish() {
            lock.lock()
            let handlers = pending
            pending = []
            lock.unlock()
            for handler in handlers { handler() }
        }
    }

    func testCancellingTheAwaitingTaskThrowsCancellationErrorAtOnceAndAbortsTheNavigation() async throws {
        let store = Store(reducer: appReducer, state: AppState())
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let screen = ManualScreen()
        let router = Router(store: store, rootRoutable: screen, scheduler: scheduler, stepTimeout: .seconds(3600))
        let ended = DispatchSemaphore(value: 0)
        let terminal = router.events.filter(\.isTerminal).subscribe(onNext: { _ in ended.signal() })
        let task = Task { try await router.navigate(to: ["home", "user"]).value }
        await Task.detached { screen.started.wait() }.value
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected CancellationError")
        } catch is CancellationError {}
        // The step in flight ends; the navigation stops there.
        screen.finish()
        await Task.detached { ended.wait() }.value
        XCTAssertEqual(router.displayedRoute, ["home"])
        terminal.dispose()
        router.dispose()
        // Let the work already scheduled on the queue run before the leak check.
        await withCheckedContinuation { continuation in _ = scheduler.schedule { continuation.resume() } }
    }
}
