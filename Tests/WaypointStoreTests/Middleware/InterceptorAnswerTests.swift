import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// An interceptor that stands aside while idle and answers at once when busy (the router's guards
/// are one): while it is the pipeline's last interceptor and every other one stands aside, the
/// store asks its answer instead of running the pipeline, and treats the answer as the pipeline
/// would treat the interceptor's output.
final class InterceptorAnswerTests: LeakCheckingTestCase {
    /// The interceptor's body logs that it ran and passes the action on; its answer logs too,
    /// then answers `answer`.
    private func add(to store: Store<AppState>, log: Log, idle: Locked<Bool> = Locked(false),
                     answer: @escaping (Action) -> InterceptorAnswer) {
        let interceptor = AnyInterceptor<Action>(name: "guard") { chain in
            log.append("intercept \(chain.input.map(describe) ?? "nil")")
            return chain.proceed()
        }
        store.add(interceptor: interceptor, standsAsideWhile: { idle.withLock { $0 } }, answersAtOnce: { action in
            log.append("answer \(describe(action))")
            return answer(action)
        })
    }

    /// Adds an interceptor named "first" that logs and passes the action on, standing aside
    /// while `idle`.
    private func addFirst(to store: Store<AppState>, log: Log, idle: Bool) {
        store.add(interceptor: AnyInterceptor<Action>(name: "first") { chain in
            log.append("first \(chain.input.map(describe) ?? "nil")")
            return chain.proceed()
        }, standsAsideWhile: { idle })
    }

    /// Dispatches `action` with an outcome, returning the outcomes reported so far.
    private func dispatch(_ action: Action, to store: Store<AppState>, outcomes: Log) {
        store.dispatch(action, counts: { _ in true }) { outcome in
            switch outcome {
            case .reduced: outcomes.append("reduced")
            case .dropped(let name): outcomes.append("dropped by \(name ?? "?")")
            case .failed(let name, let error): outcomes.append("failed by \(name ?? "?"): \(error)")
            }
        }
    }

    func testAPassingAnswerIsReducedAtOnceWithoutRunningTheInterceptor() {
        let log = Log()
        let outcomes = Log()
        let store = makeStore(log: log)
        add(to: store, log: log) { _ in .pass(Add(amount: 2)) }
        dispatch(Increment(), to: store, outcomes: outcomes)
        XCTAssertEqual(store.state.count, 2)
        XCTAssertEqual(log.all, ["answer inc", "reduce add 2"])
        XCTAssertEqual(outcomes.all, ["reduced"])
    }

    func testADropReachesNoReducerAndIsReportedAsDroppedByTheInterceptor() {
        let log = Log()
        let outcomes = Log()
        let store = makeStore(log: log)
        add(to: store, log: log) { _ in .drop }
        dispatch(Increment(), to: store, outcomes: outcomes)
        XCTAssertEqual(store.state.count, 0)
        XCTAssertEqual(log.all, ["answer inc"])
        XCTAssertEqual(outcomes.all, ["dropped by guard"])
    }

    func testALaterAnswerIsReducedWhenItsOutputEmitsAndEndsWithIt() {
        let log = Log()
        let outcomes = Log()
        let store = makeStore(log: log)
        let later = PublishSubject<Action>()
        add(to: store, log: log) { _ in .later(later.asObservable()) }
        dispatch(Increment(), to: store, outcomes: outcomes)
        XCTAssertEqual(log.all, ["answer inc"])
        XCTAssertEqual(outcomes.all, [])
        XCTAssertTrue(later.hasObservers)
        later.onNext(Add(amount: 5))
        XCTAssertEqual(store.state.count, 5)
        XCTAssertEqual(outcomes.all, ["reduced"])
        later.onCompleted()
        XCTAssertFalse(later.hasObservers)
        XCTAssertEqual(log.all, ["answer inc", "reduce add 5"])
    }

    func testALaterAnswerThatCompletesWithoutAnActionIsReportedAsDropped() {
        let log = Log()
        let outcomes = Log()
        let store = makeStore(log: log)
        let later = PublishSubject<Action>()
        add(to: store, log: log) { _ in .later(later.asObservable()) }
        dispatch(Increment(), to: store, outcomes: outcomes)
        later.onCompleted()
        XCTAssertEqual(store.state.count, 0)
        XCTAssertEqual(outcomes.all, ["dropped by guard"])
    }

    func testWhileIdleItStandsAsideAndIsNotAsked() {
        let log = Log()
        let store = makeStore(log: log)
        add(to: store, log: log, idle: Locked(true)) { _ in .drop }
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(log.all, ["reduce inc"])
    }

    func testAnInterceptorAfterItMakesThePipelineRunAndTheInterceptorIsCalledInstead() {
        let log = Log()
        let store = makeStore(log: log)
        add(to: store, log: log) { _ in .drop }
        store.add(interceptor: AnyInterceptor<Action>(name: "logger") { chain in
            log.append("logger \(chain.input.map(describe) ?? "nil")")
            return chain.proceed()
        })
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(log.all, ["intercept inc", "logger inc", "reduce inc"])
    }

    func testABusyInterceptorBeforeItMakesThePipelineRun() {
        let log = Log()
        let store = makeStore(log: log)
        addFirst(to: store, log: log, idle: false)
        add(to: store, log: log) { _ in .drop }
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(log.all, ["first inc", "intercept inc", "reduce inc"])
    }

    func testAnIdleInterceptorBeforeItLetsItAnswer() {
        let log = Log()
        let store = makeStore(log: log)
        addFirst(to: store, log: log, idle: true)
        add(to: store, log: log) { _ in .pass(Add(amount: 3)) }
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 3)
        XCTAssertEqual(log.all, ["answer inc", "reduce add 3"])
    }
}
