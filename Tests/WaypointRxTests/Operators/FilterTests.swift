import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class FilterTests: LeakCheckingTestCase {
    func testFilterPassesMatchingElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError()), .next(230, 4)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start {
            xs.filter { value -> Bool in
                if value == 3 { throw TestError() }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilterDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 4), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
