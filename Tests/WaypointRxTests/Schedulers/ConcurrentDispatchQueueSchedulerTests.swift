import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

final class ConcurrentDispatchQueueSchedulerTests: LeakCheckingTestCase {
    func testScheduledActionsAllRun() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let ran = AtomicBox<Int>(0)
        let done = expectation(description: "all ran")
        for _ in 0..<100 {
            _ = scheduler.schedule {
                if ran.add(1, ordering: .relaxed).newValue == 100 { done.fulfill() }
            }
        }
        wait(for: [done], timeout: 5)
    }

    func testRelativeActionRunsAfterItsDelayAndADisposedOneNever() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "concurrent", attributes: .concurrent))
        let cancelledRan = AtomicBox<Bool>(false)
        let done = expectation(description: "ran")
        let start = scheduler.now
        let cancelled = scheduler.scheduleRelative(.milliseconds(5)) { cancelledRan.store(true, ordering: .relaxed) }
        cancelled.dispose()
        _ = scheduler.scheduleRelative(.milliseconds(20)) { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(scheduler.now.timeIntervalSince(start), 0.015)
        XCTAssertFalse(cancelledRan.load(ordering: .relaxed))
    }

    func testPeriodicRunsNeverOverlapAndStopOnDispose() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let inside = AtomicBox<Bool>(false)
        let overlaps = AtomicBox<Int>(0)
        let runs = AtomicBox<Int>(0)
        let enough = expectation(description: "five runs")
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: .milliseconds(2)) { state in
            if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
            if runs.add(1, ordering: .relaxed).newValue == 5 { enough.fulfill() }
            inside.store(false, ordering: .releasing)
            return state + 1
        }
        wait(for: [enough], timeout: 5)
        periodic.dispose()
        XCTAssertTrue((periodic as? Cancelable)?.isDisposed ?? false)
        let settled = expectation(description: "settled")
        settled.isInverted = true
        wait(for: [settled], timeout: 0.02)  // let a tick that was already running finish
        let afterDispose = runs.load(ordering: .relaxed)
        let noMore = expectation(description: "no run after dispose")
        noMore.isInverted = true
        wait(for: [noMore], timeout: 0.03)
        XCTAssertEqual(runs.load(ordering: .relaxed), afterDispose)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }
}
