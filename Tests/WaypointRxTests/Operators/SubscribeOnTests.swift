import XCTest
import WaypointRx
import WaypointTesting

final class SubscribeOnTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2]

    func testSubscribesAndUnsubscribesOnTheScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-|", values: values)
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 232)])
    }

    func testDisposalHappensOnTheScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-", values: values)
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testErrorPasses() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = try scheduler.createColdObservable("-a#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertMarbles(res, "-a#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^-!")
    }

    func testDisposedBeforeTheScheduledSubscriptionNeverSubscribes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testImmediateSchedulerSubscribesAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let res = scheduler.start { xs.subscribe(on: InlineScheduler()) }
        XCTAssertMarbles(res, "-a|", values: values)
        XCTAssertSubscriptions(xs, "^-!")
    }
}
