import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

final class MainSchedulerTests: LeakCheckingTestCase {
    /// A log the @Sendable scheduled closures can append to.
    final class Log: Sendable {
        private let entries = Locked<[String]>([])
        func append(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    func testOnTheMainThreadTheFirstScheduleRunsAtOnceAndNestedOnesAreQueued() {
        XCTAssertTrue(Thread.isMainThread)
        let log = Log()
        let done = expectation(description: "nested ran")
        _ = MainScheduler.instance.schedule {
            log.append("outer")
            _ = MainScheduler.instance.schedule {
                log.append("nested on main: \(Thread.isMainThread)")
                done.fulfill()
            }
            log.append("outer end")
        }
        log.append("after schedule")
        XCTAssertEqual(log.all, ["outer", "outer end", "after schedule"])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all.last, "nested on main: true")
    }

    func testFromAnotherThreadTheActionRunsOnTheMainThread() {
        let ranOnMain = AtomicBox<Bool>(false)
        let done = expectation(description: "ran")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule {
                ranOnMain.store(Thread.isMainThread, ordering: .relaxed)
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(ranOnMain.load(ordering: .relaxed))
    }

    func testAsyncInstanceAlwaysQueues() {
        let log = Log()
        let done = expectation(description: "ran")
        _ = MainScheduler.asyncInstance.schedule {
            log.append("action on main: \(Thread.isMainThread)")
            done.fulfill()
        }
        log.append("after schedule")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["after schedule", "action on main: true"])
    }

    func testDisposedQueuedActionNeverRuns() {
        let log = Log()
        let done = expectation(description: "later ran")
        _ = MainScheduler.instance.schedule {
            let cancelled = MainScheduler.instance.schedule { log.append("cancelled") }
            cancelled.dispose()
            _ = MainScheduler.instance.schedule { done.fulfill() }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, [])
    }

    func testRelativeActionRunsOnTheMainThreadAfterItsDelay() {
        let ranOnMain = AtomicBox<Bool>(false)
        let done = expectation(description: "ran")
        let start = Date()
        _ = MainScheduler.instance.scheduleRelative(.milliseconds(10)) {
            ranOnMain.store(Thread.isMainThread, ordering: .relaxed)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(ranOnMain.load(ordering: .relaxed))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.009)
    }
}
