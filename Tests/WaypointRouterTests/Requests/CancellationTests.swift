import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Cancelling a navigation through its handle, by disposing its observable, or by cancelling the
/// task that awaits it.
final class CancellationTests: LeakCheckingTestCase {
    private let aborted = "The navigation was cancelled: aborted"

    func testCancelBetweenStepsStopsAfterTheRunningStepAndSyncsTheState() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        let request = nav.navigate(at: 100) { $0.to(["home", "user", "settings"]) }
        request.cancel(at: 115)
        nav.expect("""
                100 #1 start / → /home/user/settings [request]
            100-110 #1 push home
            110-120 #1 push user
                120 #1 cancelled: aborted
                120 #1 synced /home/user
            """)
        nav.assertShows(["home", "user"])
        nav.assertInSync()
        XCTAssertEqual(request.log, ["120 onFailure: \(aborted)", "120 error: \(aborted)"])
    }

    func testDisposingTheObservableCancels() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        let request = nav.navigate(at: 100) { $0.to(["home", "user"]) }
        request.dispose(at: 105)
        nav.expect("""
                100 #1 start / → /home/user [request]
            100-110 #1 push home
                110 #1 cancelled: aborted
                110 #1 synced /home
            """)
        XCTAssertEqual(request.log, ["110 onFailure: \(aborted)"], "no result after the disposal")
        nav.assertRoute(["home"])
    }

    func testCancellingAHeldNavigationReleasesItAtOnce() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = LoginProtection()
        let request = nav.navigate(at: 100) { $0.to(["account"]).protect(with: login) }
        request.cancel(at: 150)
        nav.expect("""
            100 #1 held by LoginProtection
            150 #1 cancelled: aborted
            """)
        nav.assertRoute([])
        XCTAssertEqual(request.log, ["150 onFailure: \(aborted)", "150 error: \(aborted)"])
        // The space's answer after the cancellation changes nothing.
        login.unprotect?()
        nav.run()
        nav.expectNoEvents()
        nav.assertRoute([])
    }

    func testCancellingAWaitingNavigationLetsTheRunningOneBeSupersededAndKeepsTheScreen() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.dispatch(SetRouteAction(["home", "user"]), at: 100)
        let request = nav.navigate(at: 105) { $0.to(["stats"]) }
        request.cancel(at: 107)
        nav.expect("""
                100 #1 start / → /home/user
            100-110 #1 push home
                110 #1 cancelled: superseded by #2
                110 #2 cancelled: aborted
                110 #2 synced /home
            """)
        nav.assertShows(["home"])
        nav.assertInSync()
        XCTAssertEqual(request.log, ["110 onFailure: \(aborted)", "110 error: \(aborted)"])
    }

    func testCancellingWhileTheActionIsInTheStoresPipelineKeepsItOffTheScreen() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        // A store interceptor after the guards that takes 20 ticks.
        nav.store.add(interceptor: AnyInterceptor<Action>(name: "slow") { [scheduler = nav.scheduler] chain in
            Observable<Int>.timer(.seconds(20), scheduler: scheduler).flatMap { _ in chain.proceed() }
        })
        let request = nav.navigate(at: 100) { $0.to(["home"]) }
        request.cancel(at: 110)
        // The action passed the guards before the cancellation: its state is brought back at once.
        nav.expect("""
            110 #1 cancelled: aborted
            120 #1 synced /
            """)
        nav.assertRoute([])  // the sync passes the slow interceptor by: the store is back at / at 120
        nav.run()
        nav.expectNoEvents()
        nav.assertRoute([])
        XCTAssertEqual(nav.tree.log, [])
        XCTAssertEqual(request.log, ["110 onFailure: \(aborted)", "110 error: \(aborted)"])
    }

    func testCancelAfterTheEndDoesNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let request = nav.navigate { $0.to(["home"]) }
        request.cancel(at: 20)
        nav.expect("""
              0 #1 start / → /home [request]
            0-1 #1 push home
              1 #1 completed /home
            """)
        nav.run()
        nav.expectNoEvents()
        XCTAssertEqual(request.log, ["1 completion", "1 onSuccess /home", "1 next /home", "1 completed"])
    }

    func testADeepLinkAndARestorationCancelLikeAnyRequest() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        try nav.router.deepLinks.register("/users/:id", route: ["home", "user"])
        nav.at(100) { nav in
            let link = nav.router.navigate(toLink: "/users/7")
            nav.at(105) { _ in link.cancel() }
        }
        nav.expect("""
                100 #1 start / → /home/user [deepLink]
            100-110 #1 push home
                110 #1 cancelled: aborted
                110 #1 synced /home
            """)
        nav.assertRoute(["home"])

        let saved = try nav.router.saveState()
        nav.tree.notAnimatedBehavior = .after(10)  // a restoration is not animated: give its step time
        nav.dispatch(SetRouteAction([]), at: 200)
        nav.at(300) { nav in (try? nav.router.restoreState(from: saved))?.cancel() }
        // Cancelled during its only step: it stops after it (the screen shows the route) as aborted.
        nav.expect("""
                200 #2 start /home → /
            200-210 #2 pop home
                210 #2 completed /
                300 #3 start / → /home [restoration]
            300-310 #3 push home
                310 #3 cancelled: aborted
            """)
        nav.assertRoute(["home"])
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
