import XCTest
import WaypointRx
import WaypointTesting

final class JustTests: LeakCheckingTestCase {
    func testJustEmitsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    /// Issue 14, defect 5: as in RxSwift, the completion is one more scheduled step.
    func testJustOnSchedulerEmitsThenCompletesInTheNextStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnSchedulerDisposedBeforeItRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
