import Dispatch
import Foundation
import XCTest
import WaypointRx
import WaypointTesting

/// The item a dispatch scheduler queues for each action (`ScheduledItem`): its run racing a
/// dispose on another thread, a dispose while it runs, and what a dispose before it runs releases.
final class ScheduledItemConcurrencyTests: LeakCheckingTestCase {
    /// Something a scheduled action holds, watched through a weak reference.
    final class Held: Sendable {}

    /// Weak references to what the actions held.
    // @unchecked: `references` is only touched under `lock` (an NSLock).
    final class Watched: @unchecked Sendable {
        private let lock = NSLock()
        private var references: [() -> AnyObject?] = []

        func watch(_ object: AnyObject) {
            lock.withLock { references.append({ [weak object] in object }) }
        }

        var alive: Int { lock.withLock { references.filter { $0() != nil }.count } }
    }

    /// Waits until everything `scheduler` queued before has run.
    private func flush(_ scheduler: SchedulerType) {
        let flushed = expectation(description: "flushed")
        _ = scheduler.schedule { flushed.fulfill() }
        wait(for: [flushed], timeout: 5)
    }

    func testInvokeRacingDisposeEitherCancelsOrDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "scheduled-item-race")
        let returned = Locked<[BooleanDisposable]>([])
        let watched = Watched()
        let before = Resources.total
        let items = Locked<[Disposable]>([])
        let count = 2_000
        // The queue runs the items while another thread disposes them, in the order they were
        // scheduled: each dispose meets its item before, during or after its run.
        let disposer = DispatchQueue(label: "scheduled-item-race-disposer")
        for _ in 0..<count {
            let state = Held()
            let captured = Held()
            watched.watch(state)
            watched.watch(captured)
            let item = scheduler.schedule(state) { [captured] state in
                withExtendedLifetime((state, captured)) {}
                let result = BooleanDisposable()
                returned.withLock { $0.append(result) }
                return result
            }
            items.withLock { $0.append(item) }
            disposer.async {
                let next = items.withLock { $0.removeFirst() }
                next.dispose()
            }
        }
        disposer.sync {}
        flush(scheduler)
        let results = returned.withLock { $0 }
        XCTAssertEqual(results.filter { !$0.isDisposed }.count, 0, "every action that ran had its result disposed")
        XCTAssertEqual(watched.alive, 0, "no item keeps its state or what its action captured")
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposeWhileTheActionRunsDisposesItsResultWhenItReturns() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "scheduled-item-running")
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let returned = BooleanDisposable()
        let before = Resources.total
        let item = scheduler.schedule(()) { _ in
            started.signal()
            gate.wait()
            return returned
        }
        started.wait()
        XCTAssertEqual(Resources.total, before, "a running item no longer is")
        item.dispose()
        XCTAssertFalse(returned.isDisposed)
        gate.signal()
        flush(scheduler)
        XCTAssertTrue(returned.isDisposed)
        item.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func testDisposingAPendingTimerReleasesItsStateAndCapturesAtOnce() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "scheduled-item-release")
        let watched = Watched()
        let ran = AtomicBox<Bool>(false)
        let before = Resources.total
        let item = { () -> Disposable in
            let state = Held()
            let captured = Held()
            watched.watch(state)
            watched.watch(captured)
            return scheduler.scheduleRelative(state, dueTime: .seconds(60)) { [captured] state in
                withExtendedLifetime((state, captured)) {}
                ran.store(true, ordering: .relaxed)
                return Disposables.create()
            }
        }()
        XCTAssertEqual(watched.alive, 2)
        XCTAssertEqual(Resources.total, before + 1)
        item.dispose()
        XCTAssertEqual(watched.alive, 0, "the dispatch timer still holds the item, but not what it held")
        XCTAssertEqual(Resources.total, before)
        XCTAssertFalse(ran.load(ordering: .relaxed))
    }
}
