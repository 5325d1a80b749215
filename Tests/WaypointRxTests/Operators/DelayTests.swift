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

    /// Issue 29, defect 3: as in RxSwift, each step delivers one event and schedules the next
    /// for its own due time; events due together (already due when the step before ends) are
    /// scheduled "now", so RxTest's processing delay spreads them one tick apart, in order. The
    /// completion, due at 270, keeps its time. (They all came at 220 before.)
    func testBurstInOneFrameKeepsOrderOneStepPerEvent() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-(abc)|", values: values)
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(222, 3), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    /// Without the processing delay the events due together come at their tick, in order.
    func testBurstInOneFrameWithoutProcessingDelay() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = try scheduler.createHotObservable("-(abc)|", values: values)
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertMarbles(res, "--(abc)|", values: values)
    }

    /// Issue 29, defect 3: an event that became due while an earlier one waited its turn is
    /// scheduled for the time left to it, counted from when the step before ran: `b` arrives
    /// at 211, so after `a`'s step at 221 (one tick late) it is due at once — 222.
    func testAnEventDueDuringAnotherStepIsScheduledForTheTimeLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(240)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(222, 3), .completed(250)])
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
