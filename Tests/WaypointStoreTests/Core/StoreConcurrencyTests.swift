import Foundation
import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// Marks a point in the stress run; changes `name`, not `count`.
private struct Mark: Action {
    let count: Int
}

private struct StressState: Equatable, Sendable {
    var count = 0
    var marks = 0
}

private func stressReducer(_ action: Action, _ state: StressState?) -> StressState {
    var state = state ?? StressState()
    switch action {
    case is Increment: state.count += 1
    case is Mark: state.marks += 1
    default: break
    }
    return state
}

/// Runs `body(thread)` on `threads` threads at once and returns when all are done.
private func onThreads(_ threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let done = DispatchGroup()
    let go = DispatchSemaphore(value: 0)
    for index in 0..<threads {
        ready.enter()
        done.enter()
        let thread = Thread {
            ready.leave()
            go.wait()
            body(index)
            done.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    ready.wait()
    for _ in 0..<threads { go.signal() }
    done.wait()
}

/// Records what a subscriber receives and checks that its calls never overlap and that the
/// counts it sees go up by exactly one.
// @unchecked: `seen` and `failures` are only touched under `lock`; `inside` is atomic.
private final class OrderChecker: StoreSubscriber, @unchecked Sendable {
    typealias StoreSubscriberStateType = Int

    private let inside = AtomicBox<Bool>(false)
    private let lock = Locked(())
    private var last = -1
    private var count = 0
    private var problems: [String] = []
    private let onCount: (@Sendable (Int) -> Void)?

    init(onCount: (@Sendable (Int) -> Void)? = nil) {
        self.onCount = onCount
    }

    func newState(state: Int) {
        if inside.exchange(true, ordering: .acquiringAndReleasing) {
            lock.withLock { _ in problems.append("overlapping call at \(state)") }
        }
        lock.withLock { _ in
            if state != last + 1, problems.count < 5 { problems.append("\(state) after \(last)") }
            last = state
            count += 1
        }
        onCount?(state)
        inside.store(false, ordering: .releasing)
    }

    var received: Int { lock.withLock { _ in count } }
    var lastCount: Int { lock.withLock { _ in last } }
    var issues: [String] { lock.withLock { _ in problems } }
}

final class StoreConcurrencyTests: LeakCheckingTestCase {
    private let threads = 8
    private let perThread = 10_000

    func testConcurrentDispatchesFromEightThreadsLoseNothingAndSubscribersSeeEveryCountInOrder() {
        let store = Store<StressState>(reducer: stressReducer, state: StressState())
        let whole = OrderChecker()
        let checker = OrderChecker()
        let statesSeen = AtomicBox<Int>(0)
        let statesOverlap = AtomicBox<Bool>(false)
        let statesInside = AtomicBox<Bool>(false)
        store.subscribe(whole) { $0.select(\.count) }
        store.subscribe(checker) { $0.select { $0.count } }
        let subscription = store.states.subscribe(onNext: { _ in
            if statesInside.exchange(true, ordering: .acquiringAndReleasing) { statesOverlap.store(true, ordering: .relaxed) }
            statesSeen.add(1, ordering: .relaxed)
            statesInside.store(false, ordering: .releasing)
        })
        let perThread = self.perThread
        onThreads(threads) { _ in
            for _ in 0..<perThread { store.dispatch(Increment()) }
        }
        let total = threads * perThread
        XCTAssertEqual(store.state.count, total)
        for subscriber in [whole, checker] {
            XCTAssertEqual(subscriber.issues, [])
            XCTAssertEqual(subscriber.received, total + 1)
            XCTAssertEqual(subscriber.lastCount, total)
        }
        XCTAssertEqual(statesSeen.load(ordering: .relaxed), total + 1)
        XCTAssertFalse(statesOverlap.load(ordering: .relaxed))
        subscription.dispose()
        store.unsubscribe(whole)
        store.unsubscribe(checker)
    }

    func testDispatchesFromASubscriberUnderLoadAreQueuedAndSeenInOrder() {
        let store = Store<StressState>(reducer: stressReducer, state: StressState())
        let marksSent = AtomicBox<Int>(0)
        // Reacts to every 500th count with a Mark dispatched from inside newState.
        let reacting = OrderChecker { [weak store] count in
            if count > 0, count % 500 == 0 {
                marksSent.add(1, ordering: .relaxed)
                store?.dispatch(Mark(count: count))
            }
        }
        let watching = OrderChecker()
        let marks = Locked<[Int]>([])
        store.subscribe(reacting) { $0.select(\.count) }
        store.subscribe(watching) { $0.select(\.count) }
        let subscription = store.select(\.marks).subscribe(onNext: { value in marks.withLock { $0.append(value) } })
        let perThread = 2_500
        onThreads(threads) { _ in
            for _ in 0..<perThread { store.dispatch(Increment()) }
        }
        let total = threads * perThread
        XCTAssertEqual(store.state, StressState(count: total, marks: total / 500))
        XCTAssertEqual(marksSent.load(ordering: .relaxed), total / 500)
        XCTAssertEqual(reacting.issues, [])
        XCTAssertEqual(watching.issues, [])
        XCTAssertEqual(watching.received, total + 1)
        XCTAssertEqual(marks.withLock { $0 }, Array(0...(total / 500)))
        subscription.dispose()
        store.unsubscribe(reacting)
        store.unsubscribe(watching)
    }

    func testConcurrentDispatchesThroughMiddlewareAndInterceptorsLoseNothing() {
        let passed = AtomicBox<Int>(0)
        let middleware: Middleware<StressState> = { _, _ in { next in { action in
            passed.add(1, ordering: .relaxed)
            next(action)
        } } }
        let interceptor = AnyInterceptor<Action>(name: "rewrite marks") { chain in
            chain.input is Mark ? chain.proceed(object: Increment()) : chain.proceed()
        }
        let store = Store<StressState>(reducer: stressReducer, state: StressState(), middleware: [middleware], interceptors: [interceptor])
        let checker = OrderChecker()
        store.subscribe(checker) { $0.select(\.count) }
        let perThread = 1_000
        onThreads(threads) { thread in
            for index in 0..<perThread { store.dispatch(index % 2 == 0 ? Increment() : Mark(count: thread)) }
        }
        let total = threads * perThread
        XCTAssertEqual(store.state, StressState(count: total, marks: 0))
        XCTAssertEqual(passed.load(ordering: .relaxed), total)
        XCTAssertEqual(checker.issues, [])
        XCTAssertEqual(checker.received, total + 1)
        store.unsubscribe(checker)
    }

    func testSubscribingAndUnsubscribingWhileOtherThreadsDispatchReleasesEverything() {
        let store = Store<StressState>(reducer: stressReducer, state: StressState())
        let perThread = 2_000
        onThreads(4) { thread in
            if thread < 2 {
                for _ in 0..<perThread { store.dispatch(Increment()) }
            } else {
                for index in 0..<(perThread / 10) {
                    let subscriber = OrderChecker()
                    store.subscribe(subscriber) { $0.select(\.count) }
                    let subscription = store.select(\.count).subscribe(onNext: { _ in })
                    if index % 2 == 0 { store.unsubscribe(subscriber) }
                    subscription.dispose()
                }
            }
        }
        XCTAssertEqual(store.state.count, 2 * perThread)
        // Subscribers released without unsubscribing are dropped at the next state.
        store.dispatch(Mark(count: 0))
    }
}
