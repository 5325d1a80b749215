import XCTest
import WaypointRx
import WaypointTesting

final class DelayTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3]

    func testElementsAndCompletionAreShifted() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a-b--|", values: values)
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----a-b--|", values: values)
        XCTAssertEqual(res.events, [.next(250, 1), .next(270, 2), .completed(300)])
        XCTAssertSubscriptions(xs, "^------!")
    }

    func testErrorIsNotDelayedAndDropsWaitingElements() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a-b-#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----a#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func testErrorBeforeAnyElementIsDue() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
    }

    func testDisposalDropsWaitingElementsAndTimers() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b-c-|", values: values)
        let res = scheduler.start(disposed: 255) { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func testBurstInOneFrameKeepsOrder() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-(abc)|", values: values)
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertMarbles(res, "--(abc)|", values: values)
    }

    func testNeverDelayLetsOnlyErrorsThrough() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-|", values: values)
        let res = scheduler.start { xs.delay(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        let failing = TestScheduler(initialClock: 0)
        let ys = try failing.createHotObservable("-a-#", values: values)
        let errors = failing.start { ys.delay(.never, scheduler: failing) }
        XCTAssertEqual(errors.events, [.error(230, MarbleTestError())])
    }
}
