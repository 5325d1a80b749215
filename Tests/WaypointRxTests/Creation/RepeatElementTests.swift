import XCTest
import WaypointRx
import WaypointTesting

final class RepeatElementTests: LeakCheckingTestCase {
    func testRepeatElementTakeTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(1).take(3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 1), .next(200, 1), .completed(200)])
    }

    func testRepeatElementStopsExactlyWhenDownstreamStops() {
        var sent = 0
        _ = Observable.repeatElement("x").do(onNext: { _ in sent += 1 }).take(5).subscribe()
        XCTAssertEqual(sent, 5)
    }

    func testRepeatElementOnSchedulerSendsOneElementPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testRepeatElementOnSchedulerWithTake() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement(7, scheduler: scheduler).take(2) }
        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .completed(202)])
    }
}
