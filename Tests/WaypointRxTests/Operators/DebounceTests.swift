import XCTest
import WaypointRx
import WaypointTesting

final class DebounceTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testSendsAnElementOnceQuietForDueTime() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b----c---d-----|", values: values)
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----b----c---d---|", values: values)
        XCTAssertEqual(res.events.last, .completed(380))
    }

    func testPendingElementIsSentAtCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b----c-d|", values: values)
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----b-----(d|)", values: values)
        XCTAssertSubscriptions(xs, "^----------!")
    }

    func testErrorDropsThePendingElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res, "----#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testDisposalDropsThePendingElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a---b-|", values: values)
        let res = scheduler.start(disposed: 260) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func testElementArrivingWhenTheTimerIsDueRestartsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        // b arrives at 230, exactly when a's timer is due; the hot event was scheduled first.
        let xs = try scheduler.createHotObservable("-a-b-------|", values: values)
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res, "-----b-----|", values: values)
    }

    func testNeverDueTimeSendsOnlyTheLastElementAtCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b----c|", values: values)
        let res = scheduler.start { xs.debounce(.never, scheduler: scheduler) }
        XCTAssertMarbles(res, "---------(c|)", values: values)
    }
}
