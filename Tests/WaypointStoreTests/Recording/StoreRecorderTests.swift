import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

final class StoreRecorderTests: LeakCheckingTestCase {
    func testReplayingTheRecordedActionsIntoAFreshStoreProducesTheSameStates() {
        // The recorded store has a pipeline that rewrites, swallows and adds actions; the recorder
        // keeps what reached the reducer, so the fresh store needs no pipeline.
        let doubling = AnyInterceptor<Action>(name: "double") { chain in
            guard let add = chain.input as? Add else { return chain.proceed() }
            return chain.proceed(object: Add(amount: add.amount * 2))
        }
        let swallowing = AnyInterceptor<Action>(name: "swallow") { chain in
            chain.input is Noop ? .empty() : chain.proceed()
        }
        let echo: Middleware<AppState> = { dispatch, _ in { next in { action in
            next(action)
            if let set = action as? SetName, set.name == "echo" { dispatch(Increment()) }
        } } }
        let original = makeStore(middleware: [echo], interceptors: [doubling, swallowing])
        original.dispatch(Increment())
        let recorder = original.startRecording()
        original.dispatch(Add(amount: 3))
        original.dispatch(Noop())
        original.dispatch(SetName(name: "echo"))
        original.dispatch(Thunk<AppState> { dispatch, _ in dispatch(Add(amount: 1)) })
        XCTAssertEqual(recorder.actions.map(describe), ["add 6", "name echo", "inc", "add 2"])
        XCTAssertEqual(recorder.states.map(\.count), [7, 7, 8, 10])

        let fresh = makeStore()
        fresh.dispatch(Increment())
        let replayed = fresh.startRecording()
        var seen: [AppState] = []
        let subscription = fresh.states.skip(1).subscribe(onNext: { seen.append($0) })
        fresh.replay(recorder.actions)
        XCTAssertEqual(seen, recorder.states)
        XCTAssertEqual(replayed.states, recorder.states)
        XCTAssertEqual(fresh.state, original.state)
        subscription.dispose()
    }

    func testReplayBypassesThePipeline() {
        let log = Log()
        let store = makeStore(log: log, interceptors: [AnyInterceptor(name: "swallow all") { _ in .empty() }])
        store.dispatch(Increment())
        store.replay([Increment(), Add(amount: 2)])
        XCTAssertEqual(log.all, ["reduce inc", "reduce add 2"])
        XCTAssertEqual(store.state.count, 3)
    }

    func testAStoppedRecorderRecordsNothingMore() {
        let store = makeStore()
        let recorder = store.startRecording()
        let other = store.startRecording()
        store.dispatch(Increment())
        store.stopRecording(recorder)
        store.dispatch(Increment())
        XCTAssertEqual(recorder.actions.count, 1)
        XCTAssertEqual(other.states.map(\.count), [1, 2])
    }

    func testActionsHeldByAnInterceptorAreRecordedWhenTheyReachTheReducer() {
        let scheduler = TestScheduler(initialClock: 0)
        let delayAdds = AnyInterceptor<Action>(name: "delay adds") { chain in
            guard chain.input is Add else { return chain.proceed() }
            return Observable.create { observer in
                let inner = SerialDisposable()
                let timer = scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
                    inner.disposable = chain.proceed().subscribe(observer)
                    return Disposables.create()
                }
                return Disposables.create(timer, inner)
            }
        }
        let store = makeStore(interceptors: [delayAdds])
        let recorder = store.startRecording()
        scheduler.scheduleAt(210) { store.dispatch(Add(amount: 4)) }
        scheduler.scheduleAt(220) { store.dispatch(Increment()) }
        scheduler.start()
        XCTAssertEqual(recorder.actions.map(describe), ["inc", "add 4"])
        let fresh = makeStore()
        fresh.replay(recorder.actions)
        XCTAssertEqual(fresh.state, store.state)
    }
}
