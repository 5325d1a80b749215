import XCTest
import WaypointRx
import WaypointTesting

final class SkipForDurationTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testDropsElementsUntilTheDurationEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----c-d-|", values: values)
        XCTAssertSubscriptions(xs, "^--------!")
    }

    func testHotElementAtTheBoundaryScheduledBeforeTheTimerIsDropped() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a--b-c-|", values: values)
        let res = scheduler.start { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "------c-|", values: values)
    }

    func testColdElementAtTheBoundaryScheduledAfterTheTimerPasses() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a--b-c-|", values: values)
        let res = scheduler.start { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "----b-c-|", values: values)
    }

    func testCompletionAndErrorPassDuringTheSkippedTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a|", values: values)
        let res = scheduler.start { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "--|", values: values)
        let failing = TestScheduler(initialClock: 0)
        let ys = try failing.createHotObservable("-a#", values: values, errors: ["#": TestError()])
        let errors = failing.start { ys.skip(for: .seconds(40), scheduler: failing) }
        XCTAssertMarbles(errors, "--#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(ys, "^-!")
    }

    func testDisposalCancelsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start(disposed: 260) { xs.skip(for: .seconds(40), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 3)])
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func testNeverDropsEveryElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start { xs.skip(for: .never, scheduler: scheduler) }
        XCTAssertMarbles(res, "---------|", values: values)
    }

    func testSkipWithASchedulerIsTheTimeBasedSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
