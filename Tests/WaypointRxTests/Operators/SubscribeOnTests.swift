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

    func testDisposedBeforeTheScheduledSubscriptionNeverSubscribesNorSchedulesADisposal() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: counting) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
        XCTAssertEqual(counting.count, 1)
    }

    func testSubscribedThenDisposedSchedulesTheDisposal() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let xs = try scheduler.createColdObservable("-a-----|", values: values)
        let res = scheduler.start(disposed: 250) { xs.subscribe(on: counting) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
        XCTAssertEqual(counting.count, 2)
    }

    func testImmediateSchedulerSubscribesAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let res = scheduler.start { xs.subscribe(on: InlineScheduler()) }
        XCTAssertMarbles(res, "-a|", values: values)
        XCTAssertSubscriptions(xs, "^-!")
    }
}
