import XCTest
import WaypointRx
import WaypointTesting

final class DelaySubscriptionTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2]

    func testSubscribesAfterTheDelay() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("--a-b|", values: values)
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----a-b|", values: values)
        XCTAssertSubscriptions(xs, "---^----!")
    }

    func testHotSourceLosesWhatCameBeforeTheSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a---b-|", values: values)
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----b-|", values: values)
        XCTAssertSubscriptions(xs, "---^---!")
    }

    func testErrorPassesThrough() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.delaySubscription(.seconds(10), scheduler: scheduler) }
        XCTAssertMarbles(res, "--a#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "-^-!")
    }

    func testDisposedBeforeTheDelayNeverSubscribes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposedAfterSubscribingEndsTheSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a---b|", values: values)
        let res = scheduler.start(disposed: 250) { xs.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 250)])
    }
}
