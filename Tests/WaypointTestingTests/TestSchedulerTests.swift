import XCTest
import WaypointRx
import WaypointTesting

final class TestSchedulerTests: LeakCheckingTestCase {
    func testItemsRunInTimeOrderAndFirstInFirstOutAtEqualTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
        scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testSimulatedProcessingDelayShiftsWorkDueNowByOneTick() {
        let delayed = TestScheduler(initialClock: 0)
        var times: [Int] = []
        delayed.scheduleAt(5) { delayed.scheduleAt(delayed.clock) { times.append(delayed.clock) } }
        delayed.start()
        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        immediate.scheduleAt(5) { immediate.scheduleAt(immediate.clock) { times.append(immediate.clock) } }
        immediate.start()
        XCTAssertEqual(times, [6, 5])
    }

    func testAdvanceToRunsOnlyDueItemsAndMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(10) }
        scheduler.scheduleAt(30) { ran.append(30) }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(ran, [10, 30])
    }

    func testDisposedItemNeverRunsAndIsReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let before = Resources.total
        var ran = false
        let item = scheduler.scheduleRelative(.seconds(10)) { }
        let other = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in ran = true; return Disposables.create() }
        XCTAssertEqual(Resources.total, before + 2)
        other.dispose()
        item.dispose()
        XCTAssertEqual(Resources.total, before)
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testStopEndsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(10); scheduler.stop() }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        XCTAssertEqual(ran, [10])
        scheduler.start()
        XCTAssertEqual(ran, [10, 20])
    }

    func testResolutionConvertsIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var at = 0
        _ = scheduler.scheduleRelativeVirtual((), dueTime: scheduler.converter.convertToVirtualTimeInterval(.milliseconds(250))) { _ in
            at = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(at, 250)
    }

    func testHotObservableSendsAtRecordedTicksAndLogsSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 300) { xs }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testColdObservableShiftsBySubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTimelineDiffMarksDifferences() {
        let report = TimelineDiff.describe(expected: [Recorded.next(210, 1), .completed(300)],
                                           actual: [Recorded.next(210, 1), .completed(301)])
        XCTAssertNotNil(report)
        XCTAssertTrue(report!.contains("✗ 300: completed"))
        XCTAssertNil(TimelineDiff.describe(expected: [Recorded<Event<Int>>.next(1, 1)], actual: [.next(1, 1)]))
    }

    /// Issue 14, defect 7: items left on a scheduler that is released stop counting as live.
    func testItemsOfAReleasedSchedulerAreNotCountedAsLive() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(10) {}
            _ = scheduler.createHotObservable([.next(20, 1), .completed(30)])
            scheduler.scheduleAt(20) {}
            XCTAssertGreaterThan(Resources.total, before)
        }
        XCTAssertEqual(Resources.total, before)
    }
}
