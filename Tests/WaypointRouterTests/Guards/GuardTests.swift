import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class GuardTests: LeakCheckingTestCase {
    private var harness: RouterHarness!
    private let log = GuardLog()

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    private func scripted(delay: Int = 0, _ answer: @escaping (NavigationGuardContext) -> ScriptedGuard.Answer) -> ScriptedGuard {
        ScriptedGuard(scheduler: harness.scheduler, answer: answer, delay: delay, log: log)
    }

    func testPassingGuardLetsTheNavigationThroughAfterItAnswers() {
        harness = RouterHarness()
        harness.router.add(guard: scripted(delay: 5) { _ in .pass })
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events, [
            event(105, 1, .guardsPassed),
            event(105, 1, .started(from: [], to: ["home"], trigger: .action)),
            event(105, 1, .stepStarted(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(115, 1, .stepEnded(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(115, 1, .completed(route: ["home"])),
        ])
        XCTAssertEqual(log.entries, ["100 prepare /home", "100 perform /home"])
    }

    func testGuardFailingInPrepareRejectsAndLeavesTheStateUntouched() {
        harness = RouterHarness()
        harness.router.add(guard: scripted { _ in .throwInPrepare("not allowed") })
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events, [
            event(100, 1, .cancelled(.guardRejected(.guardRejected(guardName: "ScriptedGuard", reason: "not allowed")))),
        ])
        XCTAssertEqual(log.entries, ["100 prepare /home"])
        XCTAssertEqual(harness.route, [])
        XCTAssertNil(harness.store.state.navigationState.navigationID)
    }

    /// Issue 13, defect 2: route-composer prepares every interceptor before performing any.
    func testEveryGuardIsPreparedBeforeAnyPerforms() {
        harness = RouterHarness()
        harness.router.add(guard: scripted { _ in .pass })
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["home"]).guarded(by: scripted { _ in .throwInPrepare("not ready") }) }
        }
        harness.scheduler.start()
        XCTAssertEqual(log.entries, ["100 prepare /home", "100 prepare /home"])
        XCTAssertEqual(harness.events.kinds, [
            at(100, .cancelled(.guardRejected(.guardRejected(guardName: "ScriptedGuard", reason: "not ready")))),
        ])
        XCTAssertEqual(harness.route, [])
    }

    func testGuardFailingInPerformRejects() {
        harness = RouterHarness()
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.scheduleAt(150) { [self] in
            harness.router.add(guard: scripted(delay: 3) { $0.to.contains("admin") ? .reject("admins only") : .pass })
        }
        harness.setRoute(["home", "admin"], id: 2, at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events.last, event(203, 2, .cancelled(.guardRejected(.guardRejected(guardName: "ScriptedGuard", reason: "admins only")))))
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.model.stack, ["home"])
    }

    func testGuardsRunInOrderAndTheFirstFailureStopsTheRest() {
        harness = RouterHarness()
        harness.router.add(guard: NavigationGuard(scripted { _ in .pass }, name: "first"))
        harness.router.add(guard: NavigationGuard(scripted { _ in .reject("no") }, name: "second"))
        harness.router.add(guard: NavigationGuard(scripted { _ in .pass }, name: "third"))
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.start()
        // All three are prepared first (route-composer's order); the third never performs.
        XCTAssertEqual(log.entries, ["100 prepare /home", "100 prepare /home", "100 prepare /home", "100 perform /home", "100 perform /home"])
        XCTAssertEqual(harness.events.events, [event(100, 1, .cancelled(.guardRejected(.guardRejected(guardName: "second", reason: "no"))))])
    }

    func testGuardRedirectsToAnotherRoute() {
        harness = RouterHarness()
        harness.router.add(guard: scripted { $0.to == ["account"] ? .redirect(["login"]) : .pass })
        harness.setRoute(["account"], id: 1, at: 100)
        harness.scheduler.start()
        let events = harness.events.events.compactMap(\.value.element)
        guard case .cancelled(.redirected(let route, let next)) = events.first?.kind else {
            return XCTFail("expected a redirect, got \(events)")
        }
        XCTAssertEqual(route, ["login"])
        XCTAssertEqual(events.map(\.navigationID), [NavigationID(rawValue: 1)] + Array(repeating: next, count: 5))
        XCTAssertEqual(events.last?.kind, .completed(route: ["login"]))
        XCTAssertEqual(harness.route, ["login"])
    }

    func testRedirectLoopFailsAtTheLimitInsteadOfHanging() {
        harness = RouterHarness(redirectLimit: 3)
        harness.router.add(guard: scripted { $0.to == ["a"] ? .redirect(["b"]) : .redirect(["a"]) })
        harness.setRoute(["a"], id: 1, at: 100)
        harness.scheduler.start()
        let kinds = harness.events.events.compactMap(\.value.element?.kind)
        XCTAssertEqual(kinds.count, 4)
        XCTAssertEqual(kinds.last, .cancelled(.guardRejected(.redirectLimitExceeded(route: ["a"], limit: 3))))
        XCTAssertEqual(harness.route, [])
    }

    func testGuardThatNeverAnswersTimesOut() {
        harness = RouterHarness(guardTimeout: 30)
        harness.router.add(guard: scripted { _ in .never })
        harness.setRoute(["home"], id: 1, at: 100)
        harness.setRoute(["home"], id: 2, at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events, [
            event(130, 1, .cancelled(.guardRejected(.guardTimedOut(guardName: "ScriptedGuard", timeout: .seconds(30))))),
            event(230, 2, .cancelled(.guardRejected(.guardTimedOut(guardName: "ScriptedGuard", timeout: .seconds(30))))),
        ])
        XCTAssertEqual(harness.route, [])
    }

    func testNewerNavigationSupersedesOneWaitingOnItsGuards() {
        harness = RouterHarness()
        harness.router.add(guard: scripted(delay: 20) { _ in .pass })
        harness.setRoute(["slow"], id: 1, at: 100)
        harness.setRoute(["fast"], id: 2, at: 110)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events.prefix(3).map { $0 }, [
            event(110, 1, .cancelled(.superseded(by: NavigationID(rawValue: 2)))),
            event(130, 2, .guardsPassed),
            event(130, 2, .started(from: [], to: ["fast"], trigger: .action)),
        ])
        XCTAssertEqual(harness.route, ["fast"])
        XCTAssertEqual(harness.model.log, ["130 root push fast"])
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
        harness = RouterHarness()
        harness.router.add(guard: NavigationGuard(AlwaysPass()))
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home"])
    }
}
