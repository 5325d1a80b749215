import Foundation
import XCTest
import WaypointRx
import WaypointTesting

final class CurrentThreadSchedulerTests: LeakCheckingTestCase {
    /// A log the @Sendable scheduled closures can append to.
    final class Log: Sendable {
        private let entries = Locked<[String]>([])
        func append(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    func testFirstScheduleRunsAtOnceAndReturnsTheActionsDisposable() {
        let log = Log()
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        let inner = BooleanDisposable()
        let result = CurrentThreadScheduler.instance.schedule(7) { value in
            log.append("ran \(value), required=\(CurrentThreadScheduler.isScheduleRequired)")
            return inner
        }
        XCTAssertEqual(log.all, ["ran 7, required=false"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        result.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testNestedSchedulesAreQueuedAndRunInOrderAfterTheCurrentAction() {
        let log = Log()
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule {
            log.append("outer start")
            _ = scheduler.schedule {
                log.append("first")
                _ = scheduler.schedule { log.append("third") }
            }
            _ = scheduler.schedule { log.append("second") }
            log.append("outer end")
        }
        XCTAssertEqual(log.all, ["outer start", "outer end", "first", "second", "third"])
    }

    func testDisposingAQueuedItemCancelsItAndReleasesIt() {
        let log = Log()
        let scheduler = CurrentThreadScheduler.instance
        let before = Resources.total
        _ = scheduler.schedule {
            let cancelled = scheduler.schedule { log.append("cancelled") }
            _ = scheduler.schedule { log.append("kept") }
            XCTAssertEqual(Resources.total, before + 2, "each queued item is a live resource")
            cancelled.dispose()
            XCTAssertEqual(Resources.total, before + 1)
        }
        XCTAssertEqual(log.all, ["kept"])
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingARunItemDisposesWhatItsActionReturned() {
        let scheduler = CurrentThreadScheduler.instance
        let returned = BooleanDisposable()
        let item = Locked<Disposable?>(nil)
        _ = scheduler.schedule {
            item.withLock { $0 = scheduler.schedule(()) { _ in returned } }
        }
        XCTAssertFalse(returned.isDisposed)
        item.withLock { $0 }?.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testRecursiveScheduling100000DeepDoesNotGrowTheStack() {
        let count = AtomicBox<Int>(0)
        let depth = AtomicBox<Int>(0)
        let maxDepth = AtomicBox<Int>(0)
        let scheduler = CurrentThreadScheduler.instance
        @Sendable func step(_ remaining: Int) -> Disposable {
            let current = depth.add(1, ordering: .relaxed).newValue
            if current > maxDepth.load(ordering: .relaxed) { maxDepth.store(current, ordering: .relaxed) }
            defer { depth.subtract(1, ordering: .relaxed) }
            count.add(1, ordering: .relaxed)
            if remaining > 0 { _ = scheduler.schedule(remaining - 1, action: step) }
            return Disposables.create()
        }
        _ = scheduler.schedule(99_999, action: step)
        XCTAssertEqual(count.load(ordering: .relaxed), 100_000)
        XCTAssertEqual(maxDepth.load(ordering: .relaxed), 1, "actions never nest")
    }

    func testScheduleRecursive100000Deep() {
        let count = AtomicBox<Int>(0)
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count.add(1, ordering: .relaxed)
            if value < 99_999 { recurse(value + 1) }
        }
        XCTAssertEqual(count.load(ordering: .relaxed), 100_000)
        subscription.dispose()
    }

    func testEachThreadHasItsOwnTrampoline() {
        let log = Log()
        let done = expectation(description: "other thread ran")
        _ = CurrentThreadScheduler.instance.schedule {
            let thread = Thread {
                // Another thread is not inside this trampoline: its schedule runs at once.
                log.append("other required=\(CurrentThreadScheduler.isScheduleRequired)")
                _ = CurrentThreadScheduler.instance.schedule { log.append("other ran") }
                done.fulfill()
            }
            thread.start()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["other required=true", "other ran"])
    }
}
