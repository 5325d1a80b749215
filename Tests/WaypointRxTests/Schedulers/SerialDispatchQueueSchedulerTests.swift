import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

final class SerialDispatchQueueSchedulerTests: LeakCheckingTestCase {
    /// A log the @Sendable scheduled closures can append to.
    final class Log: Sendable {
        private let entries = Locked<[String]>([])
        func append(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    private static let queueKey = DispatchSpecificKey<String>()

    private func makeQueue(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: name)
        queue.setSpecific(key: Self.queueKey, value: name)
        return queue
    }

    func testScheduledActionsRunInOrderOnTheQueue() {
        let queue = makeQueue("serial-order")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial-order-internal")
        let log = Log()
        let done = expectation(description: "all ran")
        for index in 0..<100 {
            _ = scheduler.schedule {
                log.append("\(index)")
                if DispatchQueue.getSpecific(key: Self.queueKey) != "serial-order" { log.append("wrong queue") }
                if index == 99 { done.fulfill() }
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, (0..<100).map { "\($0)" })
    }

    func testActionsOnASerialSchedulerTargetingAConcurrentQueueNeverOverlap() {
        let scheduler = SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "serial-on-global")
        let inside = AtomicBox<Bool>(false)
        let overlaps = AtomicBox<Int>(0)
        let ran = AtomicBox<Int>(0)
        let done = expectation(description: "all ran")
        for _ in 0..<200 {
            _ = scheduler.schedule {
                if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
                inside.store(false, ordering: .releasing)
                if ran.add(1, ordering: .relaxed).newValue == 200 { done.fulfill() }
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    }

    func testDisposingBeforeTheActionRunsCancelsAndReleasesIt() {
        let queue = makeQueue("serial-cancel")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial-cancel-internal")
        let gate = DispatchSemaphore(value: 0)
        let log = Log()
        let done = expectation(description: "kept ran")
        let started = DispatchSemaphore(value: 0)
        _ = scheduler.schedule {
            started.signal()
            gate.wait()
        }
        started.wait()  // the queue is now held by the first action
        let before = Resources.total
        let cancelled = scheduler.schedule { log.append("cancelled") }
        _ = scheduler.schedule { log.append("kept"); done.fulfill() }
        XCTAssertEqual(Resources.total, before + 2, "each pending item is a live resource")
        cancelled.dispose()
        gate.signal()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["kept"])
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-result")
        let returned = BooleanDisposable()
        let done = expectation(description: "ran")
        let item = scheduler.schedule(()) { _ in
            done.fulfill()
            return returned
        }
        wait(for: [done], timeout: 5)
        let flushed = expectation(description: "flushed")
        _ = scheduler.schedule { flushed.fulfill() }
        wait(for: [flushed], timeout: 5)
        XCTAssertFalse(returned.isDisposed)
        item.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testRelativeActionsRunByDueTime() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "serial-relative")
        let log = Log()
        let done = expectation(description: "late ran")
        let start = scheduler.now
        _ = scheduler.scheduleRelative(.milliseconds(40)) {
            log.append("late")
            done.fulfill()
        }
        _ = scheduler.scheduleRelative(.milliseconds(5)) { log.append("early") }
        _ = scheduler.scheduleRelative(.milliseconds(-5)) { log.append("now") }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, ["now", "early", "late"])
        XCTAssertGreaterThanOrEqual(scheduler.now.timeIntervalSince(start), 0.035)
    }

    func testDisposedRelativeActionNeverRuns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-relative-cancel")
        let log = Log()
        let before = Resources.total
        let cancelled = scheduler.scheduleRelative(.milliseconds(10)) { log.append("cancelled") }
        let never = scheduler.scheduleRelative(.never) { log.append("never") }
        XCTAssertEqual(Resources.total, before + 2)
        cancelled.dispose()
        never.dispose()
        XCTAssertEqual(Resources.total, before)
        let done = expectation(description: "later ran")
        _ = scheduler.scheduleRelative(.milliseconds(30)) { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.all, [])
    }

    func testPeriodicThreadsItsStateAndStopsOnDispose() {
        let queue = makeQueue("serial-periodic")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial-periodic-internal")
        let states = Locked<[Int]>([])
        let thirdRun = expectation(description: "three runs")
        let before = Resources.total
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(5)) { state in
            let count = states.withLock { states -> Int in
                states.append(state)
                return states.count
            }
            if count == 3 { thirdRun.fulfill() }
            return state + 1
        }
        XCTAssertEqual(Resources.total, before + 1, "a periodic schedule is one live resource")
        wait(for: [thirdRun], timeout: 5)
        periodic.dispose()
        XCTAssertEqual(Resources.total, before)
        queue.sync {}  // a tick already running when disposed has finished now
        let countAtDispose = states.withLock { $0.count }
        let tenPeriods = expectation(description: "ten periods passed")
        _ = scheduler.scheduleRelative(.milliseconds(50)) { tenPeriods.fulfill() }
        wait(for: [tenPeriods], timeout: 5)
        XCTAssertEqual(states.withLock { $0.count }, countAtDispose, "no run after dispose")
        XCTAssertEqual(Array(states.withLock { $0 }.prefix(3)), [0, 1, 2])
    }

    func testNowIsTheCurrentDate() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-now")
        XCTAssertLessThan(abs(scheduler.now.timeIntervalSinceNow), 1)
    }
}
