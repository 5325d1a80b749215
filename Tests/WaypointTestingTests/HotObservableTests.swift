import XCTest
import WaypointRx
import WaypointTesting

/// A hot observable schedules one event at a time; these pin down that the order is the one of
/// scheduling every event at creation.
final class HotObservableTests: LeakCheckingTestCase {
    func testEventsAtEqualTicksKeepCreationOrderAcrossObservablesAndScheduledWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(210) { log.append("work-1@\(scheduler.clock)") }
        let xs = scheduler.createHotObservable([.next(210, "x1"), .next(220, "x2"), .next(220, "x3")])
        scheduler.scheduleAt(220) { log.append("work-2@\(scheduler.clock)") }
        let ys = scheduler.createHotObservable([.next(210, "y1"), .next(220, "y2")])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.subscribe(onNext: { log.append("\($0)@\(scheduler.clock)") }).disposed(by: bag)
            ys.subscribe(onNext: { log.append("\($0)@\(scheduler.clock)") }).disposed(by: bag)
            // Scheduled during the run, after all of the above: it comes last at 220.
            scheduler.scheduleAt(220) { log.append("work-3@\(scheduler.clock)") }
        }
        scheduler.start()
        XCTAssertEqual(log, ["work-1@210", "x1@210", "y1@210", "x2@220", "x3@220", "work-2@220", "y2@220", "work-3@220"])
    }

    func testUnsortedEventsRunInTickOrderThenListedOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 3), .next(210, 1), .next(230, 4), .next(220, 2), .completed(240)])
        let result = scheduler.start { xs }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(230, 4), .completed(240)])
    }

    /// Issue 29, defect 1: as in RxTest, a hot observable's ticks are absolute and never shifted
    /// by the processing delay: events due at or before the creation tick run at that tick (the
    /// clock never goes back). They ran one tick later before.
    func testEventsDueAtCreationRunAtTheCurrentTick() {
        let scheduler = TestScheduler(initialClock: 100)
        let observer = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(50, 1), .next(100, 2), .next(101, 3)])
        let subscription = xs.subscribe(observer)
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(100, 1), .next(100, 2), .next(101, 3)])
    }

    func testAReleasedObservableStopsSending() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var xs: TestableObservable<Int>? = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let subscription = xs!.subscribe(observer)
        scheduler.scheduleAt(15) { xs = nil }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(10, 1)])
        XCTAssertEqual(scheduler.clock, 20, "its next event, when due, still moves the clock")
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
