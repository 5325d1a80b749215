import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// An interceptor that counts the actions it sees and passes them on.
private func counting(_ seen: Locked<[String]>, name: String) -> AnyInterceptor<Action> {
    AnyInterceptor(name: name) { chain in
        seen.withLock { $0.append("\(name) \(chain.input.map(describe) ?? "nil")") }
        return chain.proceed()
    }
}

/// Interceptors that stand aside while idle (the router's guards use them): a pipeline made of
/// idle ones only is skipped; anything else runs it whole.
final class StandingAsideInterceptorTests: LeakCheckingTestCase {
    func testAnIdleInterceptorIsSkippedAndTheActionIsReducedAtOnce() {
        let seen = Locked<[String]>([])
        let idle = Locked(true)
        let store = makeStore()
        store.add(interceptor: counting(seen, name: "guard"), standsAsideWhile: { idle.withLock { $0 } })
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(seen.withLock { $0 }, [])
        idle.withLock { $0 = false }
        store.dispatch(Add(amount: 10))
        XCTAssertEqual(store.state.count, 11)
        XCTAssertEqual(seen.withLock { $0 }, ["guard add 10"])
        idle.withLock { $0 = true }
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 12)
        XCTAssertEqual(seen.withLock { $0 }, ["guard add 10"])
    }

    func testAnotherInterceptorInThePipelineMakesTheIdleOneRunToo() {
        let seen = Locked<[String]>([])
        let store = makeStore()
        store.add(interceptor: counting(seen, name: "guard"), standsAsideWhile: { true })
        store.add(interceptor: counting(seen, name: "logger"))
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(seen.withLock { $0 }, ["guard inc", "logger inc"])
    }

    func testATracedDispatchThatSkipsThePipelineIsReportedAsReduced() {
        let store = makeStore()
        store.add(interceptor: AnyInterceptor<Action>(name: "guard") { _ in .empty() }, standsAsideWhile: { true })
        let outcomes = Locked<[String]>([])
        store.dispatch(Increment(), counts: { _ in true }) { outcome in outcomes.withLock { $0.append("\(outcome)") } }
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(outcomes.withLock { $0 }, ["reduced"])
    }
}
