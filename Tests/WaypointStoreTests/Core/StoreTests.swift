import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

private func state(_ count: Int, _ name: String = "") -> AppState {
    AppState(count: count, name: name)
}

final class StoreTests: LeakCheckingTestCase {
    // MARK: Initial state

    func testStartsFromTheGivenState() {
        let store = makeStore()
        XCTAssertEqual(store.state, state(0))
    }

    func testWithoutAStateTheReducerReducesStoreInitOnce() {
        let log = Log()
        let store = Store<AppState>(reducer: appReducer(log: log), state: nil)
        XCTAssertEqual(store.state, state(0, "init"))
        XCTAssertEqual(log.all, ["reduce \(String(describing: StoreInit()))"])
    }

    func testDispatchReducesAtOnceWhenTheStoreIsIdle() {
        let store = makeStore()
        store.dispatch(Increment())
        XCTAssertEqual(store.state, state(1))
        store.dispatch(Add(amount: 5))
        store.dispatch(SetName(name: "a"))
        XCTAssertEqual(store.state, state(6, "a"))
    }

    // MARK: states

    func testStatesReplaysTheCurrentStateThenEveryNewState() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        scheduler.scheduleAt(150) { store.dispatch(Increment()) }
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.scheduleAt(220) { store.dispatch(Noop()) }
        scheduler.scheduleAt(230) { store.dispatch(SetName(name: "a")) }
        let res = scheduler.start { store.states }
        // `states` itself is not deduplicated: the Noop's (equal) state is delivered too.
        XCTAssertEqual(res.events, [
            .next(200, state(1)), .next(210, state(2)), .next(220, state(2)), .next(230, state(2, "a")),
        ])
    }

    func testEachSubscriberOfStatesStartsWithTheStateCurrentWhenItSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let early = scheduler.createObserver(AppState.self)
        let late = scheduler.createObserver(AppState.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { store.states.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(110) { store.dispatch(Increment()) }
        scheduler.scheduleAt(120) { store.states.subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(130) { store.dispatch(Increment()) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(100, state(0)), .next(110, state(1)), .next(130, state(2))])
        XCTAssertEqual(late.events, [.next(120, state(1)), .next(130, state(2))])
    }

    func testDisposingAStatesSubscriptionStopsDeliveryAndReleasesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let startResources = Resources.total
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.scheduleAt(310) { store.dispatch(Increment()) }
        var during = 0
        scheduler.scheduleAt(250) { during = Resources.total }
        let res = scheduler.start(disposed: 300) { store.states }
        XCTAssertEqual(res.events, [.next(200, state(0)), .next(210, state(1))])
        XCTAssertGreaterThan(during, startResources)
        XCTAssertEqual(Resources.total, startResources)
        XCTAssertEqual(store.state, state(2))
    }

    func testStatesCompleteWhenTheStoreIsReleased() {
        var store: Store<AppState>? = makeStore()
        var events: [Event<AppState>] = []
        let subscription = store!.states.subscribe { events.append($0) }
        store?.dispatch(Increment())
        store = nil
        XCTAssertEqual(events, [.next(state(0)), .next(state(1)), .completed])
        subscription.dispose()
    }

    func testSelectionsCompleteWhenTheStoreIsReleased() {
        var store: Store<AppState>? = makeStore()
        var counts: [Event<Int>] = []
        var names: [Event<String>] = []
        let bag = DisposeBag()
        store!.select(\.count).subscribe { counts.append($0) }.disposed(by: bag)
        store!.select { $0.name }.subscribe { names.append($0) }.disposed(by: bag)
        store?.dispatch(Increment())
        store = nil
        XCTAssertEqual(counts, [.next(0), .next(1), .completed])
        XCTAssertEqual(names, [.next(""), .completed])
    }

    func testStatesOfAReleasedStoreCompleteAtOnce() {
        var store: Store<AppState>? = makeStore()
        let states = store!.states
        store = nil
        var events: [Event<AppState>] = []
        _ = states.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testTheStoreIsReleasedWhenNoOneHoldsItWhateverItsPipelineAndSubscribers() {
        weak var weakStore: Store<AppState>?
        let subscriber = TestSubscriber<Int>()
        let bag = DisposeBag()
        do {
            let middleware: Middleware<AppState> = { dispatch, getState in { next in { action in next(action) } } }
            let store = makeStore(middleware: [middleware], interceptors: [AnyInterceptor(name: "pass") { $0.proceed() }])
            store.subscribe(subscriber) { $0.select(\.count) }
            store.select(\.count).subscribe(onNext: { _ in }).disposed(by: bag)
            store.dispatch(Thunk<AppState> { dispatch, _ in dispatch(Increment()) })
            _ = store.startRecording()
            weakStore = store
        }
        XCTAssertNil(weakStore)
        XCTAssertEqual(subscriber.received, [0, 1])
    }

    // MARK: select

    func testSelectByKeyPathDeliversEachDistinctValueOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        scheduler.scheduleAt(210) { store.dispatch(SetName(name: "a")) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        scheduler.scheduleAt(230) { store.dispatch(Noop()) }
        scheduler.scheduleAt(240) { store.dispatch(Increment()) }
        scheduler.scheduleAt(250) { store.dispatch(SetName(name: "b")) }
        let counts = scheduler.start { store.select(\.count) }
        XCTAssertEqual(counts.events, [.next(200, 0), .next(220, 1), .next(240, 2)])
    }

    func testSelectByClosureDeduplicatesEquatableSlices() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        scheduler.scheduleAt(230) { store.dispatch(SetName(name: "b")) }
        scheduler.scheduleAt(240) { store.dispatch(Add(amount: 2)) }
        let parity = scheduler.start { store.select { $0.count % 2 == 0 } }
        XCTAssertEqual(parity.events, [.next(200, true), .next(210, false), .next(220, true)])
    }

    func testSelectOfANonEquatableSliceDeliversEveryState() {
        struct Opaque { let count: Int }
        let store = makeStore()
        var counts: [Int] = []
        let subscription = store.select { Opaque(count: $0.count) }.subscribe(onNext: { counts.append($0.count) })
        store.dispatch(Noop())
        store.dispatch(Increment())
        XCTAssertEqual(counts, [0, 0, 1])
        subscription.dispose()
    }

    // MARK: Nested dispatch (ReSwift #74)

    func testADispatchFromASubscriberIsQueuedSoEverySubscriberSeesEveryStateInOrder() {
        let store = makeStore()
        store.onProgrammingError { error in XCTFail("unexpected \(error)") }
        var first: [Int] = []
        var second: [Int] = []
        var third: [Int] = []
        let bag = DisposeBag()
        store.states.subscribe(onNext: { state in
            first.append(state.count)
            // The first subscriber reacts to 1 by dispatching twice; ReSwift would deliver 2 and 3
            // to the later subscribers before 1.
            if state.count == 1 {
                store.dispatch(Increment())
                store.dispatch(Increment())
                // Nothing was reduced yet: the store finishes delivering 1 first.
                XCTAssertEqual(store.state.count, 1)
            }
        }).disposed(by: bag)
        store.states.subscribe(onNext: { second.append($0.count) }).disposed(by: bag)
        store.select(\.count).subscribe(onNext: { third.append($0) }).disposed(by: bag)
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 3)
        XCTAssertEqual(first, [0, 1, 2, 3])
        XCTAssertEqual(second, [0, 1, 2, 3])
        XCTAssertEqual(third, [0, 1, 2, 3])
    }

    func testASubscriptionMadeInsideASubscriberStartsWithTheStateCurrentWhenItIsProcessed() {
        let store = makeStore()
        var inner: [Int] = []
        let innerSubscription = SingleAssignmentDisposable()
        let outer = store.states.subscribe(onNext: { state in
            guard state.count == 1 else { return }
            store.dispatch(Increment())
            innerSubscription.setDisposable(store.states.subscribe(onNext: { inner.append($0.count) }))
        })
        store.dispatch(Increment())
        store.dispatch(Increment())
        // Queued after the dispatch of 2: it starts at 2 and misses nothing after.
        XCTAssertEqual(inner, [2, 3])
        outer.dispose()
        innerSubscription.dispose()
    }

    func testASubscriberDisposingALaterOneStopsItsDeliveryOfTheCurrentState() {
        let store = makeStore()
        var later: [Int] = []
        let laterSubscription = SingleAssignmentDisposable()
        let first = store.states.subscribe(onNext: { state in
            if state.count == 1 { laterSubscription.dispose() }
        })
        laterSubscription.setDisposable(store.states.subscribe(onNext: { later.append($0.count) }))
        store.dispatch(Increment())
        XCTAssertEqual(later, [0])
        first.dispose()
    }

    func testDeliveryKeepsSubscriptionOrderAcrossManyUnsubscriptions() {
        let store = makeStore()
        var order: [Int] = []
        var subscriptions: [Int: Disposable] = [:]
        for index in 0..<60 {
            subscriptions[index] = store.states.skip(1).subscribe(onNext: { _ in order.append(index) })
        }
        // Remove two thirds, in an order that is neither first nor last first.
        let removed = (0..<60).filter { $0 % 3 != 1 }.sorted { ($0 * 37) % 60 < ($1 * 37) % 60 }
        for index in removed { subscriptions.removeValue(forKey: index)?.dispose() }
        for index in 60..<70 {
            subscriptions[index] = store.states.skip(1).subscribe(onNext: { _ in order.append(index) })
        }
        store.dispatch(Increment())
        XCTAssertEqual(order, (0..<60).filter { $0 % 3 == 1 } + Array(60..<70))
        for subscription in subscriptions.values { subscription.dispose() }
        order = []
        store.dispatch(Increment())
        XCTAssertEqual(order, [])
    }

    // MARK: Dispatch from a reducer

    func testADispatchFromTheReducerIsReportedAndTheActionIsReducedAfterTheCurrentOne() {
        let reported = Log()
        let log = Log()
        // @unchecked: written once before the store is shared; weak references are atomic.
        final class StoreRef: @unchecked Sendable { weak var store: Store<AppState>? }
        let ref = StoreRef()
        let base = appReducer(log: log)
        let store = Store<AppState>(reducer: { action, state in
            if action is Increment, let count = state?.count, count == 0 {
                ref.store?.dispatch(Add(amount: 10))
            }
            return base(action, state)
        }, state: AppState())
        ref.store = store
        store.onProgrammingError { error in reported.append(error.description) }
        var seen: [Int] = []
        let subscription = store.select(\.count).subscribe(onNext: { seen.append($0) })
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["reduce inc", "reduce add 10"])
        XCTAssertEqual(store.state.count, 11)
        XCTAssertEqual(seen, [0, 1, 11])
        XCTAssertEqual(reported.all.count, 1)
        XCTAssertTrue(reported.all.first?.contains("dispatched from inside a reducer") ?? false, "\(reported.all)")
        XCTAssertTrue(reported.all.first?.contains("Add(amount: 10)") ?? false, "\(reported.all)")
        subscription.dispose()
    }

    func testProgrammingErrorsGoToTheLatestHandler() {
        let first = Log()
        let second = Log()
        // @unchecked: written once before the store is shared; weak references are atomic.
        final class StoreRef: @unchecked Sendable { weak var store: Store<AppState>? }
        let ref = StoreRef()
        let store = Store<AppState>(reducer: { action, state in
            if action is SetName { ref.store?.dispatch(Noop()) }
            return state ?? AppState()
        }, state: AppState())
        ref.store = store
        store.onProgrammingError { first.append("\($0)") }
        store.dispatch(SetName(name: "x"))
        store.onProgrammingError { second.append("\($0)") }
        store.dispatch(SetName(name: "y"))
        XCTAssertEqual(first.all.count, 1)
        XCTAssertEqual(second.all.count, 1)
    }

    func testDispatchesFromSubscribersMiddlewareAndThunksAreNotProgrammingErrors() {
        let middleware: Middleware<AppState> = { dispatch, _ in { next in { action in
            if action is SetName { dispatch(Increment()) }
            next(action)
        } } }
        let store = makeStore(middleware: [middleware])
        store.onProgrammingError { error in XCTFail("unexpected \(error)") }
        let subscription = store.select(\.count).subscribe(onNext: { count in
            if count == 1 { store.dispatch(Increment()) }
        })
        store.dispatch(Thunk<AppState> { dispatch, _ in dispatch(SetName(name: "t")) })
        XCTAssertEqual(store.state, state(2, "t"))
        subscription.dispose()
    }
}
