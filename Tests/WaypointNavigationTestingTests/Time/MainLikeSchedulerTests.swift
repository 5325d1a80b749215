import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRx
import WaypointTesting

// @unchecked: tests drive it from the single test thread only (or join the thread that writes it).
private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

final class MainLikeSchedulerTests: XCTestCase {
    func testWorkRunsAtOnceWhenIdleAndWhatItSchedulesRunsRightAfterAtTheSameTick() {
        let base = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let scheduler = MainLikeScheduler(base: base)
        let log = Log()
        _ = scheduler.schedule {
            log.entries.append("outer")
            _ = scheduler.schedule { log.entries.append("inner at \(base.clock)") }
            log.entries.append("outer done")
        }
        XCTAssertEqual(log.entries, ["outer", "outer done"])
        base.advanceTo(0)
        XCTAssertEqual(log.entries, ["outer", "outer done", "inner at 0"])
        _ = scheduler.schedule { log.entries.append("idle again") }
        XCTAssertEqual(log.entries.last, "idle again")
    }

    func testQueuedWorkDisposedBeforeItRunsNeitherRunsNorKeepsTheSchedulerBusy() {
        let base = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let scheduler = MainLikeScheduler(base: base)
        let log = Log()
        let queued = Locked<Disposable?>(nil)
        _ = scheduler.schedule { queued.withLock { $0 = scheduler.schedule { log.entries.append("queued") } } }
        queued.withLock { $0?.dispose() }
        _ = scheduler.schedule { log.entries.append("at once") }
        base.advanceTo(5)
        XCTAssertEqual(log.entries, ["at once"])
    }

    func testDeferredWorkRunsInOrderWhenDeferringEnds() {
        let base = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let scheduler = MainLikeScheduler(base: base)
        let log = Log()
        scheduler.beginDeferring()
        _ = scheduler.schedule { log.entries.append("first") }
        let dropped = scheduler.schedule { log.entries.append("dropped") }
        _ = scheduler.schedule { log.entries.append("second") }
        dropped.dispose()
        XCTAssertEqual(log.entries, [])
        scheduler.endDeferring()
        XCTAssertEqual(log.entries, ["first", "second"])
    }

    func testTimedWorkRunsOnTheBaseClock() {
        let base = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let scheduler = MainLikeScheduler(base: base)
        let log = Log()
        _ = scheduler.scheduleRelative(.seconds(3)) { log.entries.append("at \(base.clock)") }
        base.advanceTo(10)
        XCTAssertEqual(log.entries, ["at 3"])
        XCTAssertEqual(scheduler.now, base.now)
    }
}

final class MainLikeSchedulerConcurrencyTests: XCTestCase {
    func testWorkScheduledFromAnotherThreadWaitsForTheClock() {
        let base = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let scheduler = MainLikeScheduler(base: base)
        let log = Log()
        let scheduled = DispatchSemaphore(value: 0)
        Thread {
            _ = scheduler.schedule { log.entries.append("ran") }
            scheduled.signal()
        }.start()
        scheduled.wait()
        XCTAssertEqual(log.entries, [])
        base.advanceTo(0)
        XCTAssertEqual(log.entries, ["ran"])
    }
}
