import Dispatch
import XCTest
import WaypointRx
import WaypointTesting

/// The grammar checker is fed deliberately broken sequences and must flag each breach, and must
/// stay silent on well-formed ones.
final class GrammarCheckerTests: LeakCheckingTestCase {
    struct Failure: Error {}

    /// A source that breaks the grammar on request: it keeps its observer and sends whatever the
    /// test tells it to, whether or not the subscription ended.
    // @unchecked: driven from the test thread only.
    final class RogueSource: ObservableType, @unchecked Sendable {
        typealias Element = Int
        var observer: AnyObserver<Int>?
        var disposals = 0

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            self.observer = AnyObserver(observer)
            return Disposables.create { self.disposals += 1 }
        }

        func send(_ event: Event<Int>) { observer?.on(event) }
    }

    func testAWellFormedSequenceHasNoViolations() {
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: Observable.of(1, 2, 3))
        subscription.dispose()
        XCTAssertEqual(checker.elements, [1, 2, 3])
        XCTAssertTrue(checker.violations.isEmpty)
        XCTAssertEqual(checker.terminal, .completed)
        XCTAssertEqual(checker.callCount, 4)
        XCTAssertEqual(checker.nextCount, 3)
        XCTAssertTrue(checker.isDisposed)
        XCTAssertGrammar(checker, terminal: .completed)
    }

    func testEventsAfterACompletionAreFlagged() {
        let source = RogueSource()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: source)
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
        source.send(.error(Failure()))
        let violations = checker.violations
        XCTAssertEqual(violations.map(\.kind), [.eventAfterTerminal, .eventAfterTerminal])
        XCTAssertEqual(violations.map(\.index), [2, 3])
        XCTAssertEqual(violations.first?.event, .next(2))
        XCTAssertEqual(checker.terminal, .completed, "the first terminal event counts")
        XCTAssertEqual(checker.terminals.count, 2, "the second terminal event is reported too")
        XCTAssertEqual(checker.events, [.next(1), .completed, .next(2), .error(Failure())], "everything is recorded")
        subscription.dispose()
    }

    func testASecondErrorIsFlagged() {
        let checker = GrammarChecker<Int>()
        checker.on(.error(Failure()))
        checker.on(.error(Failure()))
        XCTAssertEqual(checker.violations.map(\.kind), [.eventAfterTerminal])
    }

    func testEventsAfterDisposalAreFlaggedButNotThoseBefore() {
        let source = RogueSource()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: source)
        source.send(.next(1))
        XCTAssertFalse(checker.isDisposed)
        subscription.dispose()
        XCTAssertTrue(checker.isDisposed)
        XCTAssertEqual(source.disposals, 1, "disposing the checker's subscription disposes the source's")
        source.send(.next(2))
        source.send(.completed)
        XCTAssertEqual(checker.violations.map(\.kind), [.eventAfterDisposal, .eventAfterDisposal])
        XCTAssertEqual(checker.violations.map(\.event), [.next(2), .completed])
    }

    func testAnEventAfterDisposalAndAfterTheTerminalEventIsFlaggedTwice() {
        let source = RogueSource()
        let checker = GrammarChecker<Int>()
        let subscription = checker.subscribe(to: source)
        source.send(.completed)
        subscription.dispose()
        source.send(.next(1))
        XCTAssertEqual(Set(checker.violations.map(\.kind)), [.eventAfterDisposal, .eventAfterTerminal])
    }

    func testAReentrantCallIsAnOverlap() {
        var checker: GrammarChecker<Int>!
        checker = GrammarChecker<Int>(onEvent: { event in
            // A source that sends again from inside the observer's call: a nested call.
            if case .next(1) = event { checker.on(.next(2)) }
        })
        checker.on(.next(1))
        checker.on(.next(3))
        XCTAssertEqual(checker.violations.map(\.kind), [.overlappingCall])
        XCTAssertEqual(checker.violations.first?.event, .next(2), "the inner call is the overlapping one")
        XCTAssertEqual(checker.violations.first?.index, 1)
        XCTAssertEqual(checker.elements, [1, 2, 3])
        checker = nil  // the closure holds the variable that holds the checker
    }

    func testCallsFromTwoThreadsAtOnceAreAnOverlap() {
        let firstInside = DispatchSemaphore(value: 0)
        let secondDone = DispatchSemaphore(value: 0)
        let checker = GrammarChecker<Int>(onEvent: { event in
            guard case .next(1) = event else { return }
            firstInside.signal()
            _ = secondDone.wait(timeout: .now() + 10)
        })
        let thread = DispatchQueue(label: "grammar-checker-first")
        thread.async { checker.on(.next(1)) }
        XCTAssertEqual(firstInside.wait(timeout: .now() + 10), .success)
        checker.on(.next(2))
        secondDone.signal()
        thread.sync {}
        XCTAssertEqual(checker.violations.map(\.kind), [.overlappingCall])
        XCTAssertEqual(checker.violations.first?.event, .next(2))
        XCTAssertEqual(checker.nextCount, 2)
    }

    func testSerialCallsFromManyThreadsAreNotOverlaps() {
        let checker = GrammarChecker<Int>(recordsEvents: false)
        let queue = DispatchQueue(label: "grammar-checker-serial")
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for value in 0..<500 { queue.sync { checker.on(.next(thread * 1000 + value)) } }
        }
        XCTAssertTrue(checker.violations.isEmpty)
        XCTAssertEqual(checker.nextCount, 2000)
        XCTAssertTrue(checker.events.isEmpty, "events are not kept when not recording")
    }

    func testTheReportNamesViolationsAndAWrongTerminal() {
        let broken = GrammarChecker<Int>()
        broken.on(.completed)
        broken.on(.next(1))
        XCTAssertEqual(broken.report(), "1 Rx grammar violation(s):\n  event after the terminal event: next(1) (call #1)")

        let completed = GrammarChecker<Int>()
        completed.on(.completed)
        XCTAssertNil(completed.report())
        XCTAssertNil(completed.report(expectingTerminal: .completed))
        XCTAssertEqual(completed.report(expectingTerminal: nil), "terminal event completed, expected none")
        XCTAssertNotNil(completed.report(expectingTerminal: .error(Failure())))

        let failed = GrammarChecker<Int>()
        failed.on(.error(Failure()))
        XCTAssertNil(failed.report(expectingTerminal: .error(Failure())))
        XCTAssertNotNil(failed.report(expectingTerminal: .error(RxError.timeout)), "another error")

        let open = GrammarChecker<Int>()
        open.on(.next(1))
        XCTAssertNil(open.report(expectingTerminal: nil))
        XCTAssertEqual(open.report(expectingTerminal: .completed), "terminal event none, expected completed")
        XCTAssertGrammar(open, terminal: nil)
        XCTAssertGrammar(completed, terminal: .completed)
    }

    func testTheReportShowsTheFirstTenViolations() {
        let checker = GrammarChecker<Int>()
        checker.on(.completed)
        for value in 0..<12 { checker.on(.next(value)) }
        let report = checker.report() ?? ""
        XCTAssertTrue(report.hasPrefix("12 Rx grammar violation(s):"))
        XCTAssertTrue(report.hasSuffix("… and 2 more"))
        XCTAssertEqual(report.split(separator: "\n").count, 12)
    }
}
