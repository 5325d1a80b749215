import Dispatch
import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointStore
import WaypointTesting

/// Dispatch from 8 threads at once, watched through the store's observable streams with the
/// grammar checker: each thread's actions are reduced in the order it sent them, every `states`
/// subscriber sees every state once, in order, and releasing the store completes each stream
/// once. (StoreConcurrencyTests covers counts, StoreSubscribers, middleware and subscribing
/// under load.) CI runs these under ThreadSanitizer.
final class StoreStreamConcurrencyTests: LeakCheckingTestCase {
    private static let threads = 8
    private static let perThread = 1_000

    /// Counts the actions per sender and notices when a sender's actions arrive out of order.
    struct StressState: Equatable, Sendable {
        var total = 0
        var bySender = [Int](repeating: 0, count: StoreStreamConcurrencyTests.threads)
        var outOfOrder = 0
        var echoes = 0
    }

    /// Action `sequence` of thread `sender`.
    struct Tagged: Action {
        let sender: Int
        let sequence: Int
    }

    /// Dispatched by a subscriber when it sees certain states.
    struct Echo: Action {}

    static func reducer(_ action: Action, _ state: StressState?) -> StressState {
        var state = state ?? StressState()
        switch action {
        case let tagged as Tagged:
            if tagged.sequence != state.bySender[tagged.sender] { state.outOfOrder += 1 }
            state.bySender[tagged.sender] = tagged.sequence + 1
            state.total += 1
        case is Echo:
            state.echoes += 1
        default:
            break
        }
        return state
    }

    /// Checks that consecutive states differ by exactly one reduced action.
    private static func stateChecker(_ gaps: Locked<Int>) -> GrammarChecker<StressState> {
        let last = Locked<Int?>(nil)
        return GrammarChecker<StressState>(recordsEvents: false) { event in
            guard case .next(let state) = event else { return }
            let count = state.total + state.echoes
            last.withLock { previous in
                if let previous, count != previous + 1 { gaps.withLock { $0 += 1 } }
                previous = count
            }
        }
    }

    private func dispatchConcurrently(to store: Store<StressState>) {
        DispatchQueue.concurrentPerform(iterations: Self.threads) { sender in
            for sequence in 0..<Self.perThread { store.dispatch(Tagged(sender: sender, sequence: sequence)) }
        }
    }

    private func assertEverythingReduced(_ state: StressState, echoes: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(state.total, Self.threads * Self.perThread, "every action reduced once", file: file, line: line)
        XCTAssertEqual(state.bySender, [Int](repeating: Self.perThread, count: Self.threads), file: file, line: line)
        XCTAssertEqual(state.outOfOrder, 0, "each thread's actions in the order it sent them", file: file, line: line)
        XCTAssertEqual(state.echoes, echoes, file: file, line: line)
    }

    func testEachThreadsActionsAreReducedInOrderAndEveryStateStreamKeepsTheGrammar() {
        let store = Store(reducer: Self.reducer, state: StressState())
        let gaps = Locked(0)
        let checkers = (0..<3).map { _ in Self.stateChecker(gaps) }
        var subscriptions = checkers.map { $0.subscribe(to: store.states) }
        // A subscriber that dispatches from inside the notification: queued, never nested.
        var lastTotal = 0
        subscriptions.append(store.states.subscribe(onNext: { state in
            defer { lastTotal = state.total }
            if state.total != lastTotal && state.total.isMultiple(of: 1_000) { store.dispatch(Echo()) }
        }))
        let totals = GrammarChecker<Int>(recordsEvents: false)
        subscriptions.append(totals.subscribe(to: store.select(\.total)))
        dispatchConcurrently(to: store)

        let echoes = Self.threads * Self.perThread / 1_000
        assertEverythingReduced(store.state, echoes: echoes)
        for checker in checkers {
            XCTAssertGrammar(checker, terminal: nil)
            XCTAssertEqual(checker.nextCount, Self.threads * Self.perThread + echoes + 1, "the initial state, then one per action")
        }
        XCTAssertEqual(gaps.withLock { $0 }, 0, "no state skipped or repeated")
        XCTAssertGrammar(totals, terminal: nil)
        XCTAssertEqual(totals.nextCount, Self.threads * Self.perThread + 1, "select delivers each distinct total once")
        subscriptions.forEach { $0.dispose() }
    }

    func testReleasingTheStoreCompletesEverySubscriberOnce() {
        let checkers = (0..<4).map { _ in GrammarChecker<StressState>(recordsEvents: false) }
        var subscriptions: [Disposable] = []
        weak var released: Store<StressState>?
        do {
            let store = Store(reducer: Self.reducer, state: StressState())
            released = store
            subscriptions = checkers.map { $0.subscribe(to: store.states) }
            DispatchQueue.concurrentPerform(iterations: Self.threads) { sender in
                for sequence in 0..<200 { store.dispatch(Tagged(sender: sender, sequence: sequence)) }
            }
            XCTAssertEqual(store.state.total, Self.threads * 200)
        }
        XCTAssertNil(released, "nothing keeps the store alive")
        for checker in checkers {
            XCTAssertGrammar(checker, terminal: .completed)
            XCTAssertEqual(checker.nextCount, Self.threads * 200 + 1)
        }
        subscriptions.forEach { $0.dispose() }
    }
}
