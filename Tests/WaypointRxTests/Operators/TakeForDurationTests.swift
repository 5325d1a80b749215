import XCTest
import WaypointRx
import WaypointTesting

final class TakeForDurationTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testPassesEventsUntilTheDurationEndsThenCompletes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start { xs.take(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a-b|", values: values)
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testHotElementAtTheBoundaryScheduledBeforeTheTimerPasses() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a--b-c-|", values: values)
        let res = scheduler.start { xs.take(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--(b|)", values: values)
    }

    func testColdElementAtTheBoundaryScheduledAfterTheTimerIsDropped() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a--b-c-|", values: values)
        let res = scheduler.start { xs.take(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a--|", values: values)
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testSourceCompletionAndErrorBeforeTheEndPass() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a|", values: values)
        let res = scheduler.start { xs.take(for: .seconds(40), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a|", values: values)
        let failing = TestScheduler(initialClock: 0)
        let ys = try failing.createHotObservable("-a#", values: values, errors: ["#": TestError()])
        let errors = failing.start { ys.take(for: .seconds(40), scheduler: failing) }
        XCTAssertMarbles(errors, "-a#", values: values, errors: ["#": TestError()])
    }

    func testDisposalCancelsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(40), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testNeverPassesEverything() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start { xs.take(for: .never, scheduler: scheduler) }
        XCTAssertMarbles(res, "-a-b-c-d-|", values: values)
    }
}
