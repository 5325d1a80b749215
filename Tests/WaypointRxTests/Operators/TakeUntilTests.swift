import XCTest
import WaypointRx
import WaypointTesting

final class TakeUntilTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testTakeUntilOtherEmitsCompletesAndUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(230, "stop"), .completed(260)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilOtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.error(225, TestError(), String.self)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let other = scheduler.createHotObservable([.next(230, "stop")])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilSourceCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let other = scheduler.createHotObservable([.next(230, "stop")])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilOtherFiringAtOnceNeverSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.take(until: Observable.just(())) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTakeUntilDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(260, "stop")])
        let res = scheduler.start(disposed: 230) { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
    }

    func testTakeUntilPredicateExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(until: { $0 >= 2 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.take(until: { $0 >= 2 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.take(until: { value -> Bool in
                if value == 2 { throw TestError() }
                return false
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateNeverTrueForwardsErrorsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.take(until: { $0 > 5 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilPredicateDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.take(until: { $0 > 5 }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
