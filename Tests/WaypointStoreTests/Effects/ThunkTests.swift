import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

final class ThunkTests: LeakCheckingTestCase {
    func testAThunkDispatchesActionsAndReadsTheCurrentState() {
        let log = Log()
        let store = makeStore(log: log)
        store.dispatch(Add(amount: 2))
        let read = Log()
        store.dispatch(Thunk<AppState> { dispatch, getState in
            read.append("count=\(getState()?.count ?? -1)")
            dispatch(Increment())
            dispatch(SetName(name: "thunk"))
        })
        XCTAssertEqual(store.state, AppState(count: 3, name: "thunk"))
        XCTAssertEqual(read.all, ["count=2"])
        // The thunk itself never reaches the reducer.
        XCTAssertEqual(log.all, ["reduce add 2", "reduce inc", "reduce name thunk"])
    }

    func testAThunkMayDispatchLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let thunk = Thunk<AppState> { dispatch, getState in
            _ = scheduler.scheduleRelative(.seconds(30)) {
                dispatch(Add(amount: (getState()?.count ?? 0) + 10))
            }
        }
        scheduler.scheduleAt(210) { store.dispatch(Increment()) }
        scheduler.scheduleAt(220) { store.dispatch(thunk) }
        let res = scheduler.start { store.select(\.count) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .next(250, 12)])
    }

    func testThunksPassThroughThePipelineSoMiddlewareSeesAndMaySwallowThem() {
        let log = Log()
        let logging: Middleware<AppState> = { _, _ in { next in { action in
            log.append("middleware \(describe(action))")
            next(action)
        } } }
        let blockThunks = Box(false)
        let blocking = AnyInterceptor<Action>(name: "block thunks") { chain in
            blockThunks.value && chain.input is Thunk<AppState> ? .empty() : chain.proceed()
        }
        let store = makeStore(log: log, middleware: [logging], interceptors: [blocking])
        store.dispatch(Thunk<AppState> { dispatch, _ in dispatch(Increment()) })
        blockThunks.value = true
        store.dispatch(Thunk<AppState> { dispatch, _ in dispatch(Increment()) })
        XCTAssertEqual(log.all, ["middleware thunk", "middleware inc", "reduce inc", "middleware thunk"])
        XCTAssertEqual(store.state.count, 1)
    }

    func testAThunkOfAnotherStateTypeIsAnOrdinaryActionForTheReducer() {
        let log = Log()
        let store = makeStore(log: log)
        store.dispatch(Thunk<Int> { dispatch, _ in dispatch(Increment()) })
        XCTAssertEqual(store.state.count, 0)
        XCTAssertEqual(log.all.count, 1)
    }

    func testAThunkOutlivingItsStoreDispatchesNothingAndReadsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        var store: Store<AppState>? = makeStore()
        let read = Log()
        store?.dispatch(Thunk<AppState> { dispatch, getState in
            scheduler.scheduleAt(300) {
                read.append("\(getState() == nil)")
                dispatch(Increment())
            }
        })
        scheduler.scheduleAt(250) { store = nil }
        scheduler.start()
        XCTAssertEqual(read.all, ["true"])
    }
}
