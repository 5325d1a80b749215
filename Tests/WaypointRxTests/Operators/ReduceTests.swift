import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class ReduceTests: LeakCheckingTestCase {
    func testEmitsTheResultWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.reduce(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEmptySourceEmitsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.reduce(7) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(250, 7), .completed(250)])
    }

    func testMapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(300, "sum 3"), .completed(300)])
    }

    func testPassesErrorsWithoutAResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAccumulatorFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.reduce(0) { sum, value -> Int in
                if value == 2 { throw TestError() }
                return sum + value
            }
        }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingMapResultFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> Int in throw TestError() }) }
        XCTAssertEqual(res.events, [.error(300, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposedBeforeCompletionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.reduce(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
