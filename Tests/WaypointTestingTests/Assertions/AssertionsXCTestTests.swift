import XCTest
import WaypointRx
import WaypointTesting

/// Every WaypointTesting assertion inside an XCTest case: a failure is recorded at the caller's
/// line with the readable report (captured by overriding `recordFailure`, since
/// `XCTExpectFailure` does not exist on Linux).
final class AssertionsXCTestTests: FailureCapturingTestCase {
    func testATimelineMismatchIsReportedAtTheCallersLineWithTheDiff() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        let expected: [Recorded<Event<Int>>] = [.next(200, 2), .completed(200)]
        let line = #line + 2
        let failures = failures {
            XCTAssertEqual(res.events, expected)
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("✗ 200: next(2)") ?? false, failures.first?.description ?? "none")
    }

    func testEverySpellingOfEveryAssertionFailsThroughTheSamePath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.map { $0 } }
        let checker = GrammarChecker<Int>()
        checker.on(.completed)
        checker.on(.completed)
        let first = #line + 2
        let failed = failures {
            assertEvents(res, [])
            assertEvents(res.events, [])
            XCTAssertEvents(res, [])
            assertSubscriptions(xs, [])
            assertSubscriptions(xs.subscriptions, [])
            XCTAssertEqual(xs.subscriptions, [])
            assertMarbles(res, "|")
            XCTAssertMarbles(res, "|")
            assertSubscriptions(xs, "^!")
            XCTAssertSubscriptions(xs, "^!")
            assertGrammar(checker)
            XCTAssertGrammar(checker)
            assertGrammar(checker, terminal: nil)
            XCTAssertGrammar(checker, terminal: nil)
        }
        XCTAssertEqual(failed.map(\.line), Array(first..<(first + 14)))
    }

    func testPassingAssertionsRecordNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertMarbles(res, "-a---|", values: ["a": 1])
        XCTAssertSubscriptions(xs, "^----!")
    }
}
