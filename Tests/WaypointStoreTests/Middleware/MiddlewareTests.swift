import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// A middleware that logs "`name` before/after <action>" around `next`.
private func logging(_ name: String, _ log: Log) -> Middleware<AppState> {
    { _, getState in { next in { action in
        log.append("\(name) before \(describe(action)) count=\(getState()?.count ?? -1)")
        next(action)
        log.append("\(name) after \(describe(action)) count=\(getState()?.count ?? -1)")
    } } }
}

final class MiddlewareTests: LeakCheckingTestCase {
    func testTheFirstMiddlewareIsTheOutermostAndNextReturnsAfterTheReducerRan() {
        let log = Log()
        let store = makeStore(log: log, middleware: [logging("m1", log), logging("m2", log)])
        store.dispatch(Increment())
        XCTAssertEqual(log.all, [
            "m1 before inc count=0",
            "m2 before inc count=0",
            "reduce inc",
            "m2 after inc count=1",
            "m1 after inc count=1",
        ])
    }

    func testMiddlewareRunsBeforeTheInterceptors() {
        let log = Log()
        let interceptor = AnyInterceptor<Action>(name: "i") { chain in
            log.append("interceptor \(describe(chain.input!))")
            return chain.proceed()
        }
        let store = makeStore(log: log, middleware: [logging("m", log)], interceptors: [interceptor])
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["m before inc count=0", "interceptor inc", "reduce inc", "m after inc count=1"])
    }

    func testTheOuterFunctionRunsOnceAndItsStateLivesAsLongAsTheStore() {
        let created = Log()
        let counter: Middleware<AppState> = { _, _ in
            created.append("created")
            let seen = Box(0)
            return { next in { action in
                seen.update { $0 += 1 }
                next(SetName(name: "seen \(seen.value)"))
                next(action)
            } }
        }
        let store = makeStore(middleware: [counter])
        store.dispatch(Increment())
        store.dispatch(Increment())
        XCTAssertEqual(created.all, ["created"])
        XCTAssertEqual(store.state, AppState(count: 2, name: "seen 2"))
    }

    func testNextPassesTheActionOnlyDownTheChainWhileDispatchStartsFromTheTop() {
        let log = Log()
        let rewriting: Middleware<AppState> = { dispatch, _ in { next in { action in
            log.append("outer \(describe(action))")
            switch action {
            case let add as Add where add.amount == 1:
                next(Increment())               // rewritten, goes on from here
            case let add as Add where add.amount == 2:
                dispatch(SetName(name: "again")) // a new action, from the top, after this one
                next(action)
            default:
                next(action)
            }
        } } }
        let inner: Middleware<AppState> = { _, _ in { next in { action in
            log.append("inner \(describe(action))")
            next(action)
        } } }
        let store = makeStore(log: log, middleware: [rewriting, inner])
        store.dispatch(Add(amount: 1))
        XCTAssertEqual(log.all, ["outer add 1", "inner inc", "reduce inc"])
        log.clear()
        store.dispatch(Add(amount: 2))
        XCTAssertEqual(log.all, [
            "outer add 2", "inner add 2", "reduce add 2",
            "outer name again", "inner name again", "reduce name again",
        ])
        XCTAssertEqual(store.state, AppState(count: 3, name: "again"))
    }

    func testAMiddlewareThatDoesNotCallNextSwallowsTheAction() {
        let log = Log()
        let swallowing: Middleware<AppState> = { _, _ in { next in { action in
            if !(action is Noop) { next(action) }
        } } }
        let store = makeStore(log: log, middleware: [swallowing])
        var states: [Int] = []
        let subscription = store.states.subscribe(onNext: { states.append($0.count) })
        store.dispatch(Noop())
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["reduce inc"])
        XCTAssertEqual(states, [0, 1])
        subscription.dispose()
    }

    func testAMiddlewareMayCallNextSeveralTimes() {
        let twice: Middleware<AppState> = { _, _ in { next in { action in
            next(action)
            next(action)
        } } }
        let store = makeStore(middleware: [twice])
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 2)
    }

    func testANextCalledLaterStillReachesTheReducerThroughTheRestOfTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        // Holds every Add until tick 300, then passes it on; later interceptors still see it.
        let holding: Middleware<AppState> = { _, _ in { next in { action in
            if action is Add {
                scheduler.scheduleAt(300) { next(action) }
            } else {
                next(action)
            }
        } } }
        let after = AnyInterceptor<Action>(name: "after") { chain in
            log.append("after \(describe(chain.input!))@\(scheduler.clock)")
            return chain.proceed()
        }
        let store = makeStore(middleware: [holding], interceptors: [after])
        scheduler.scheduleAt(210) { store.dispatch(Add(amount: 5)) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        let res = scheduler.start { store.select(\.count) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(220, 1), .next(300, 6)])
        XCTAssertEqual(log.all, ["after inc@220", "after add 5@300"])
    }

    func testALateNextWhoseChainFailsIsReportedOnFailures() {
        let scheduler = TestScheduler(initialClock: 0)
        let holding: Middleware<AppState> = { _, _ in { next in { action in
            scheduler.scheduleAt(300) { next(action) }
        } } }
        let failing = AnyInterceptor<Action>(name: "failing") { _ in .error(TestError(id: 7)) }
        let store = makeStore(middleware: [holding], interceptors: [failing])
        let failures = scheduler.createObserver(String.self)
        let subscription = store.failures.map(\.description).subscribe(failures)
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.start()
        XCTAssertEqual(failures.events.map(\.time), [300])
        XCTAssertEqual(store.state.count, 0)
        subscription.dispose()
    }

    func testGetStateReadsTheStoreAndDispatchFromMiddlewareIsQueuedAfterTheCurrentAction() {
        let log = Log()
        let echo: Middleware<AppState> = { dispatch, getState in { next in { action in
            next(action)
            if action is Increment, let count = getState()?.count, count < 3 {
                dispatch(Increment())
                log.append("dispatched at \(count)")
            }
        } } }
        let store = makeStore(middleware: [echo])
        var seen: [Int] = []
        let subscription = store.select(\.count).subscribe(onNext: { seen.append($0) })
        store.dispatch(Increment())
        XCTAssertEqual(seen, [0, 1, 2, 3])
        XCTAssertEqual(log.all, ["dispatched at 1", "dispatched at 2"])
        subscription.dispose()
    }
}
