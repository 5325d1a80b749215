import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class SkipWhileTests: LeakCheckingTestCase {
    func testSkipsWhileThePredicateHoldsThenPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        var calls = 0
        let res = scheduler.start { xs.skip(while: { calls += 1; return $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(calls, 3)
    }

    func testAllSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        XCTAssertEqual(res.events, [.completed(300)])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            xs.skip(while: { value -> Bool in
                if value == 2 { throw TestError() }
                return true
            })
        }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(260, 6)])
        let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(220, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
