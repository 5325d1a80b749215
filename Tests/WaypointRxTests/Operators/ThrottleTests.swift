import XCTest
import WaypointRx
import WaypointTesting

final class ThrottleTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testLatestSendsFirstAtOnceAndLatestAtWindowEnd() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-----d---|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--b--c---d---|", values: values)
        XCTAssertSubscriptions(xs, "^--------------!")
    }

    func testWithoutLatestDropsElementsInsideTheWindow() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-----d---|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(res, "-a---c-----d---|", values: values)
    }

    func testCompletionWaitsForTheLatestElementAtTheEndOfTheStream() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--(b|)", values: values)
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testCompletionWaitsUntilTheWindowEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-ab|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a----(b|)", values: values)
    }

    func testCompletionWithoutLatestPassesAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--|", values: values)
    }

    func testElementExactlyDueTimeAfterTheLastOneGoesThroughAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a--b--c|", values: values)
        let res = scheduler.start { xs.throttle(.seconds(30), latest: false, scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--b--c|", values: values)
    }

    func testErrorDropsTheWaitingElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--#", values: values, errors: ["#": TestError()])
    }

    func testDisposalCancelsTheWindowTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b----|", values: values)
        let res = scheduler.start(disposed: 235) { xs.throttle(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testFractionalResolutionKeepsExactWindows() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .next(270, 4), .completed(300)])
        let res = scheduler.start { xs.throttle(.milliseconds(30), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .next(270, 4), .completed(300)])
    }

    /// Issue 14, defect 6: the source is unsubscribed at its completion, not when the waiting
    /// element is sent.
    func testCompletedSourceIsUnsubscribedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(310, 2), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
