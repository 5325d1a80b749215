import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class GuardTests: LeakCheckingTestCase {
    private let log = GuardLog()

    private func harness(guardTimeout: Int = 30, redirectLimit: Int = 3) -> NavigationHarness<AppState> {
        NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50, guardTimeout: guardTimeout, redirectLimit: redirectLimit)
    }

    private func scripted(_ nav: NavigationHarness<AppState>, delay: Int = 0, _ answer: @escaping (NavigationGuardContext) -> ScriptedGuard.Answer) -> ScriptedGuard {
        ScriptedGuard(scheduler: nav.scheduler, answer: answer, delay: delay, log: log)
    }

    func testPassingGuardLetsTheNavigationThroughAfterItAnswers() {
        let nav = harness()
        nav.router.add(guard: scripted(nav, delay: 5) { _ in .pass })
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.expect("""
            105 #1 guards passed
            105 #1 start / → /home
            105 #1 push home
            115 #1 pushed home
            115 #1 completed /home
            """)
        XCTAssertEqual(log.entries, ["100 prepare /home", "100 perform /home"])
    }

    func testGuardFailingInPrepareRejectsAndLeavesTheStateUntouched() {
        let nav = harness()
        nav.router.add(guard: scripted(nav) { _ in .throwInPrepare("not allowed") })
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.expect("100 #1 cancelled: guard rejected: Guard ScriptedGuard rejected the navigation: not allowed")
        XCTAssertEqual(log.entries, ["100 prepare /home"])
        nav.assertRoute([])
        XCTAssertNil(nav.state.navigationState.navigationID)
    }

    func testGuardFailingInPerformRejects() {
        let nav = harness()
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.advance(to: 150)
        nav.skipEvents()
        nav.router.add(guard: scripted(nav, delay: 3) { $0.to.contains("admin") ? .reject("admins only") : .pass })
        nav.dispatch(SetRouteAction(["home", "admin"]), at: 200)
        nav.expect("203 #2 cancelled: guard rejected: Guard ScriptedGuard rejected the navigation: admins only")
        nav.assertRoute(["home"])
        nav.assertShows(["home"])
    }

    func testGuardsRunInOrderAndTheFirstFailureStopsTheRest() {
        let nav = harness()
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .pass }, name: "first"))
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .reject("no") }, name: "second"))
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .pass }, name: "third"))
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.expect("100 #1 cancelled: guard rejected: Guard second rejected the navigation: no")
        XCTAssertEqual(log.entries, ["100 prepare /home", "100 perform /home", "100 prepare /home", "100 perform /home"])
    }

    func testGuardRedirectsToAnotherRoute() {
        let nav = harness()
        nav.router.add(guard: scripted(nav) { $0.to == ["account"] ? .redirect(["login"]) : .pass })
        nav.dispatch(SetRouteAction(["account"]), at: 100)
        nav.expect("""
            100 #1 cancelled: redirected to /login as #2
            100 #2 guards passed
            100 #2 start / → /login
            100 #2 push login
            110 #2 pushed login
            110 #2 completed /login
            """)
        nav.assertRoute(["login"])
    }

    func testRedirectLoopFailsAtTheLimitInsteadOfHanging() {
        let nav = harness(redirectLimit: 3)
        nav.router.add(guard: scripted(nav) { $0.to == ["a"] ? .redirect(["b"]) : .redirect(["a"]) })
        nav.dispatch(SetRouteAction(["a"]), at: 100)
        nav.expect("""
            100 #1 cancelled: redirected to /b as #2
            100 #2 cancelled: redirected to /a as #3
            100 #3 cancelled: redirected to /b as #4
            100 #4 cancelled: guard rejected: More than 3 redirects while navigating to /a
            """)
        nav.assertRoute([])
    }

    func testGuardThatNeverAnswersTimesOut() {
        let nav = harness(guardTimeout: 30)
        nav.router.add(guard: scripted(nav) { _ in .never })
        nav.dispatch(SetRouteAction(["home"]), at: 100)
        nav.dispatch(SetRouteAction(["home"]), at: 200)
        nav.expect("""
            130 #1 cancelled: guard rejected: Guard ScriptedGuard did not answer within 30.0 s
            230 #2 cancelled: guard rejected: Guard ScriptedGuard did not answer within 30.0 s
            """)
        nav.assertRoute([])
    }

    func testNewerNavigationSupersedesOneWaitingOnItsGuards() {
        let nav = harness()
        nav.router.add(guard: scripted(nav, delay: 20) { _ in .pass })
        nav.dispatch(SetRouteAction(["slow"]), at: 100)
        nav.dispatch(SetRouteAction(["fast"]), at: 110)
        nav.expect("""
            110 #1 cancelled: superseded by #2
            130 #2 guards passed
            130 #2 start / → /fast
            130 #2 push fast
            140 #2 pushed fast
            140 #2 completed /fast
            """)
        XCTAssertEqual(nav.tree.log, ["130 root push fast"])
    }

    func testExecuteThrowsWhereCommitReports() {
        var failing = ScriptedGuard(scheduler: TestScheduler(initialClock: 0), answer: { _ in .throwInPrepare("bad") }, delay: 0, log: log)
        let context = NavigationGuardContext(navigationID: NavigationID(rawValue: 1), from: [], to: ["x"], trigger: .action, data: nil, redirects: 0)
        XCTAssertThrowsError(try failing.execute(with: context) { _ in XCTFail("perform must not run") })
        // Completions are @Sendable (a guard may answer from any thread): record through a lock.
        let reported = Locked<RoutingResult?>(nil)
        failing.commit(with: context) { result in reported.withLock { $0 = result } }
        XCTAssertEqual(reported.withLock { $0 }?.isSuccessful, false)
        var passing = ScriptedGuard(scheduler: TestScheduler(initialClock: 0), answer: { _ in .pass }, delay: 0, log: log)
        let passed = Locked<RoutingResult?>(nil)
        XCTAssertNoThrow(try passing.execute(with: context) { result in passed.withLock { $0 = result } })
        XCTAssertEqual(passed.withLock { $0 }?.isSuccessful, true)
    }

    func testContextFreeInterceptorFormsWork() {
        struct AlwaysPass: RoutingInterceptor, Sendable {
            func perform(with context: Void, completion: @escaping (RoutingResult) -> Void) { completion(.success) }
        }
        var interceptor = AlwaysPass()
        let results = Locked<[Bool]>([])
        interceptor.perform { result in results.withLock { $0.append(result.isSuccessful) } }
        XCTAssertNoThrow(try interceptor.execute { result in results.withLock { $0.append(result.isSuccessful) } })
        interceptor.commit { result in results.withLock { $0.append(result.isSuccessful) } }
        XCTAssertNoThrow(try interceptor.prepare())
        XCTAssertEqual(results.withLock { $0 }, [true, true, true])
        let nav = harness()
        nav.router.add(guard: NavigationGuard(AlwaysPass()))
        nav.dispatch(SetRouteAction(["home"]))
        nav.run()
        nav.skipEvents()
        nav.assertRoute(["home"])
    }
}
