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

    /// Issue 29, defect 1: as in RxTest, the processing delay applies to relative scheduling
    /// only (`schedule`, `scheduleRelative`): work scheduled "now" from inside an item runs one
    /// tick later while the delay is simulated, at the current tick without it.
    func testSimulatedProcessingDelayShiftsRelativeWorkDueNowByOneTick() {
        for (simulate, expected) in [(true, ["relativeVirtual@5", "schedule@6", "relative@6"]),
                                     (false, ["schedule@5", "relative@5", "relativeVirtual@5"])] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
            let log = Locked<[String]>([])
            scheduler.scheduleAt(5) {
                _ = scheduler.schedule { log.withLock { $0.append("schedule@\(scheduler.clock)") } }
                _ = scheduler.scheduleRelative(.seconds(0)) { log.withLock { $0.append("relative@\(scheduler.clock)") } }
                // RxTest's `scheduleRelativeVirtual` is not adjusted: an offset of 0 is now.
                _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in
                    log.withLock { $0.append("relativeVirtual@\(scheduler.clock)") }
                    return Disposables.create()
                }
            }
            scheduler.start()
            XCTAssertEqual(log.withLock { $0 }, expected, "simulateProcessingDelay: \(simulate)")
        }
    }

    /// Issue 29, defect 1: absolute times are never shifted (RxTest's `scheduleAt` and
    /// `scheduleAbsoluteVirtual`): work for now runs now, and work for a past tick runs at the
    /// current tick, ahead of what is already due now (it keeps its own, earlier time in the
    /// queue; the clock never goes back).
    func testScheduleAtNowOrInThePastIsNotShifted() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(0) { log.append("zero@\(scheduler.clock)") }
        scheduler.scheduleAt(5) {
            scheduler.scheduleAt(5) { log.append("now@\(scheduler.clock)") }
            scheduler.scheduleAt(3) { log.append("past@\(scheduler.clock)") }
        }
        scheduler.scheduleAt(5) { log.append("queued@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["zero@0", "past@5", "queued@5", "now@5"])
        XCTAssertEqual(scheduler.clock, 5)
    }

    /// Issue 29, defect 1: `start(created:subscribed:disposed:)` runs at exactly those ticks,
    /// and a cold observable's offsets count from the subscription tick (RxTest: a cold
    /// `.next(1, 1)` subscribed at 0 arrives at 1, not 2).
    func testStartAtTickZeroAndColdOffsetsAreExact() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .next(3, 2)])
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 10) { xs }
        XCTAssertEqual(res.events, [.next(1, 1), .next(3, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 10)])
    }

    /// Issue 29, defect 1: a cold observable's events at offset 0 arrive at the subscription tick.
    func testColdObservableOffsetZeroArrivesAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    /// Issue 29, defect 1: a hot observable created while the scheduler runs keeps its events'
    /// ticks: those before the creation tick run at once (before anything due now, unseen by a
    /// subscriber that comes later), the one at the creation tick after what was already due.
    func testHotObservableCreatedLateKeepsItsTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start(created: 100, subscribed: 100, disposed: 1000) { () -> TestableObservable<Int> in
            let hot = scheduler.createHotObservable([.next(50, 1), .next(100, 2), .next(150, 3)])
            xs = hot
            return hot
        }
        XCTAssertEqual(res.events, [.next(100, 2), .next(150, 3)])
        XCTAssertEqual(xs?.subscriptions, [Subscription(100, 1000)])
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
        // `start` subscribes through `asObservable()`, which ends the subscription at the
        // terminal event (RxTest; issue 29, defect 2: it lasted until 1000 before).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
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
