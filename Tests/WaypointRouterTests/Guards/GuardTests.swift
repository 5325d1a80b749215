import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

final class GuardTests: LeakCheckingTestCase {
    private let log = GuardLog()

    private func scripted(_ nav: NavigationHarness<AppState>, delay: Int = 0,
                          _ answer: @escaping (NavigationGuardContext) -> ScriptedGuard.Answer) -> ScriptedGuard {
        ScriptedGuard(scheduler: nav.scheduler, answer: answer, delay: delay, log: log)
    }

    func testPassingGuardLetsTheNavigationThroughAfterItAnswers() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: scripted(nav, delay: 5) { _ in .pass })
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
              5 #1 guards passed
              5 #1 start / → /home
            5-6 #1 push home
              6 #1 completed /home
            """)
        XCTAssertEqual(log.entries, ["0 prepare /home", "0 perform /home"])
    }

    /// A guard that answers inside its `perform` has finished performing before the next guard
    /// performs: the run goes on once `perform` returns, not inside it (a loop, whatever the
    /// number of guards).
    func testTheNextGuardPerformsAfterTheGuardThatAnsweredAtOnceReturned() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let order = Locked<[String]>([])
        nav.router.add(guard: NavigationGuard(name: "A") { _, completion in
            order.withLock { $0.append("A answers") }
            completion(.success)
            order.withLock { $0.append("A returns") }
        })
        nav.router.add(guard: NavigationGuard(name: "B") { _, completion in
            order.withLock { $0.append("B answers") }
            completion(.success)
            order.withLock { $0.append("B returns") }
        })
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
              0 #1 guards passed
              0 #1 start / → /home
            0-1 #1 push home
              1 #1 completed /home
            """)
        XCTAssertEqual(order.withLock { $0 }, ["A answers", "A returns", "B answers", "B returns"])
    }

    func testGuardFailingInPrepareRejectsAndLeavesTheStateUntouched() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: scripted(nav) { _ in .throwInPrepare("not allowed") })
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("0 #1 cancelled: guard rejected: Guard ScriptedGuard rejected the navigation: not allowed")
        XCTAssertEqual(log.entries, ["0 prepare /home"])
        nav.assertRoute([])
        XCTAssertNil(nav.state.navigationState.navigationID)
    }

    /// Issue 13, defect 2: route-composer prepares every interceptor before performing any.
    func testEveryGuardIsPreparedBeforeAnyPerforms() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: scripted(nav) { _ in .pass })
        nav.navigate { $0.to(["home"]).guarded(by: self.scripted(nav) { _ in .throwInPrepare("not ready") }) }
        nav.expect("0 #1 cancelled: guard rejected: Guard ScriptedGuard rejected the navigation: not ready")
        XCTAssertEqual(log.entries, ["0 prepare /home", "0 prepare /home"])
        nav.assertRoute([])
    }

    func testGuardFailingInPerformRejects() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 5)
        nav.router.add(guard: scripted(nav, delay: 3) { $0.to.contains("admin") ? .reject("admins only") : .pass })
        nav.dispatch(SetRouteAction(["home", "admin"]), at: 10)
        nav.expect("13 #2 cancelled: guard rejected: Guard ScriptedGuard rejected the navigation: admins only")
        nav.assertRoute(["home"])
        nav.assertShows(["home"])
    }

    func testGuardsRunInOrderAndTheFirstFailureStopsTheRest() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .pass }, name: "first"))
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .reject("no") }, name: "second"))
        nav.router.add(guard: NavigationGuard(scripted(nav) { _ in .pass }, name: "third"))
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("0 #1 cancelled: guard rejected: Guard second rejected the navigation: no")
        // All three are prepared first (route-composer's order); the third never performs.
        XCTAssertEqual(log.entries, ["0 prepare /home", "0 prepare /home", "0 prepare /home", "0 perform /home", "0 perform /home"])
    }

    func testGuardRedirectsToAnotherRoute() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: scripted(nav) { $0.to == ["account"] ? .redirect(["login"]) : .pass })
        nav.dispatch(SetRouteAction(["account"]))
        nav.expect("""
              0 #1 cancelled: redirected to /login as #2
              0 #2 guards passed
              0 #2 start / → /login
            0-1 #2 push login
              1 #2 completed /login
            """)
        nav.assertRoute(["login"])
    }

    func testRedirectLoopFailsAtTheLimitInsteadOfHanging() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, redirectLimit: 3)
        nav.router.add(guard: scripted(nav) { $0.to == ["a"] ? .redirect(["b"]) : .redirect(["a"]) })
        nav.dispatch(SetRouteAction(["a"]))
        nav.expect("""
            0 #1 cancelled: redirected to /b as #2
            0 #2 cancelled: redirected to /a as #3
            0 #3 cancelled: redirected to /b as #4
            0 #4 cancelled: guard rejected: More than 3 redirects while navigating to /a
            """)
        nav.assertRoute([])
    }

    func testGuardThatNeverAnswersTimesOut() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, guardTimeout: 10)
        nav.router.add(guard: scripted(nav) { _ in .never })
        nav.dispatch(SetRouteAction(["home"]))
        nav.dispatch(SetRouteAction(["home"]), at: 20)
        nav.expect("""
            10 #1 cancelled: guard rejected: Guard ScriptedGuard did not answer within 10.0 s
            30 #2 cancelled: guard rejected: Guard ScriptedGuard did not answer within 10.0 s
            """)
        nav.assertRoute([])
    }

    /// A guard's timeout is armed when its `perform` returns without an answer, after whatever the
    /// guard scheduled inside `perform`: an answer the guard scheduled for exactly the timeout's
    /// tick comes first and counts.
    func testAGuardWhoseAnswerIsDueAtExactlyItsTimeoutPasses() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, guardTimeout: 10)
        nav.router.add(guard: scripted(nav, delay: 10) { _ in .pass })
        nav.dispatch(SetRouteAction(["home"]))
        nav.expect("""
                10 #1 guards passed
                10 #1 start / → /home
             10-11 #1 push home
                11 #1 completed /home
            """)
        nav.assertRoute(["home"])
    }

    func testNewerNavigationSupersedesOneWaitingOnItsGuards() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: scripted(nav, delay: 5) { _ in .pass })
        nav.dispatch(SetRouteAction(["slow"]))
        nav.dispatch(SetRouteAction(["fast"]), at: 2)
        nav.expect("""
              2 #1 cancelled: superseded by #2
              7 #2 guards passed
              7 #2 start / → /fast
            7-8 #2 push fast
              8 #2 completed /fast
            """)
        nav.assertRoute(["fast"])
        XCTAssertEqual(nav.tree.log, ["7 root push fast"])
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
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        nav.router.add(guard: NavigationGuard(AlwaysPass()))
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 10)
        nav.assertRoute(["home"])
    }
}
