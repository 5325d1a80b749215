import XCTest
@testable import WaypointRx
import WaypointTesting

/// A series takes one place in a virtual-time queue at a time; these pin down that it runs in
/// exactly the order of scheduling each of its actions as its own item at creation.
final class VirtualSchedulerSeriesTests: LeakCheckingTestCase {
    /// Something whose release calls into the scheduler (which would deadlock under its lock).
    final class ClockReader {
        let scheduler: TestScheduler
        var onDeinit: (Int) -> Void
        init(_ scheduler: TestScheduler, onDeinit: @escaping (Int) -> Void) {
            self.scheduler = scheduler
            self.onDeinit = onDeinit
        }
        deinit { onDeinit(scheduler.clock) }
    }

    func testStepsTakeTheirPlaceAmongItemsDueAtTheSameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        _ = scheduler.scheduleSeries(times: [10, 20, 20], order: nil) { index in
            log.append("s\(index)@\(scheduler.clock)")
            if index == 0 { scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") } }
            return true
        }
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "s0@10", "s1@20", "s2@20", "b@20", "c@20"])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testOrderListsTheStepsByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("a@\(scheduler.clock)") }
        _ = scheduler.scheduleSeries(times: [30, 10, 20], order: [1, 2, 0]) { index in
            log.append("s\(index)@\(scheduler.clock)")
            return true
        }
        scheduler.start()
        XCTAssertEqual(log, ["s1@10", "a@20", "s2@20", "s0@30"])
    }

    func testAdvanceToAndStopPauseTheSeries() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        _ = scheduler.scheduleSeries(times: [10, 20, 30, 40], order: nil) { index in
            ran.append(index)
            if index == 2 { scheduler.stop() }
            return true
        }
        scheduler.advanceTo(25)
        XCTAssertEqual(ran, [0, 1])
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.start()
        XCTAssertEqual(ran, [0, 1, 2])
        XCTAssertEqual(scheduler.clock, 30)
        scheduler.start()
        XCTAssertEqual(ran, [0, 1, 2, 3])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testAStepReturningFalseEndsTheSeries() {
        let scheduler = TestScheduler(initialClock: 0)
        let before = Resources.total
        var ran: [Int] = []
        _ = scheduler.scheduleSeries(times: [10, 20, 30], order: nil) { index in
            ran.append(index)
            return index < 1
        }
        XCTAssertEqual(Resources.total, before + 1)
        scheduler.start()
        XCTAssertEqual(ran, [0, 1])
        XCTAssertEqual(scheduler.clock, 20, "the dropped step does not move the clock")
        XCTAssertEqual(scheduler.pendingCount, 0)
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingStopsTheRemainingStepsAndReleasesTheActionOutsideTheLock() {
        let scheduler = TestScheduler(initialClock: 0)
        let before = Resources.total
        var ran: [Int] = []
        var releasedAt: Int?
        var series: Disposable?
        do {
            let reader = ClockReader(scheduler) { releasedAt = $0 }
            series = scheduler.scheduleSeries(times: [10, 20, 30], order: nil) { index in
                _ = reader
                ran.append(index)
                return true
            }
        }
        scheduler.scheduleAt(15) { series?.dispose() }
        scheduler.scheduleAt(15) { series = nil }
        XCTAssertEqual(Resources.total, before + 3)
        scheduler.start()
        XCTAssertEqual(ran, [0])
        XCTAssertEqual(releasedAt, 15, "released when the run loop reaches the disposed series, outside its lock")
        XCTAssertEqual(scheduler.pendingCount, 0)
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingTwiceOrAfterTheLastStepCountsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let before = Resources.total
        let series = scheduler.scheduleSeries(times: [10], order: nil) { _ in true }
        scheduler.start()
        XCTAssertEqual(Resources.total, before)
        series.dispose()
        series.dispose()
        XCTAssertEqual(Resources.total, before)
        let other = scheduler.scheduleSeries(times: [20, 30], order: nil) { _ in true }
        other.dispose()
        other.dispose()
        XCTAssertEqual(Resources.total, before)
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testAnEmptySeriesSchedulesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        _ = scheduler.scheduleSeries(times: [], order: nil) { _ in XCTFail("ran"); return true }
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
