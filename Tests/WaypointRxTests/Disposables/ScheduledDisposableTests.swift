import XCTest
import WaypointRx
import WaypointTesting

final class ScheduledDisposableTests: LeakCheckingTestCase {
    func testDisposesOnTheSchedulerWhenItRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SendableLog<Int>()
        var scheduled: ScheduledDisposable?
        scheduler.scheduleAt(100) {
            scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { log.append(scheduler.clock) })
        }
        scheduler.scheduleAt(200) {
            scheduled?.dispose()
            XCTAssertEqual(scheduled?.isDisposed, false)
        }
        scheduler.start()
        XCTAssertEqual(log.all, [201])
        XCTAssertEqual(scheduled?.isDisposed, true)
        scheduled?.dispose()
        scheduler.start()
        XCTAssertEqual(log.all, [201])
        XCTAssertTrue(scheduled?.scheduler is TestScheduler)
    }
}
