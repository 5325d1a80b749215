import XCTest
import Dispatch
import Foundation
import WaypointRx
import WaypointTesting

/// Records what the downstream observer of `observe(on:)` sees. Its plain vars are only safe if
/// calls never overlap, which is what the tests check (ThreadSanitizer flags any overlap).
// @unchecked: deliberately unguarded; the operator under test must serialize the calls.
final class DeliveryLog: @unchecked Sendable {
    private let inside = AtomicBox<Int>(0)
    private let overlaps = AtomicBox<Int>(0)
    var lastBySender: [Int]
    var outOfOrder = 0
    var count = 0

    init(senders: Int) {
        lastBySender = Array(repeating: -1, count: senders)
    }

    var overlapCount: Int { overlaps.load(ordering: .relaxed) }

    func record(sender: Int, sequence: Int) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        if sequence != lastBySender[sender] + 1 { outOfOrder += 1 }
        lastBySender[sender] = sequence
        count += 1
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Holds the observer an `Observable.create` handed out, so several threads can send into it.
// @unchecked: `observer` is only touched under `lock` (an NSLock).
final class ObserverBox<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?

    func set(_ value: AnyObserver<Element>?) {
        lock.withLock { observer = value }
    }

    func on(_ event: Event<Element>) {
        let current = lock.withLock { observer }
        current?.on(event)
    }

    /// A sequence whose subscriber becomes the observer of this box.
    var source: Observable<Element> {
        Observable.create { observer in
            self.set(observer)
            return Disposables.create()
        }
    }
}

final class ObserveOnConcurrencyTests: LeakCheckingTestCase {
    private let senders = 4
    private let perSender = 5_000

    /// Waits until everything already queued on `scheduler` ran.
    private func drain(_ scheduler: SerialDispatchQueueScheduler) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    }

    /// Sends `perSender` numbered elements from each of `senders` threads at once, then completes;
    /// waits for `done` and for `scheduler` to run what it queued, and checks that `log` got every
    /// element, in order per sender, in calls that never overlapped.
    private func sendFromEverySender(into box: ObserverBox<(Int, Int)>, thenAwait done: DispatchSemaphore,
                                     on scheduler: SerialDispatchQueueScheduler, andCheck log: DeliveryLog,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let perSender = self.perSender
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for sequence in 0..<perSender { box.on(.next((sender, sequence))) }
        }
        box.on(.completed)
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, file: file, line: line)
        drain(scheduler)
        XCTAssertEqual(log.overlapCount, 0, file: file, line: line)
        XCTAssertEqual(log.outOfOrder, 0, file: file, line: line)
        XCTAssertEqual(log.count, senders * perSender, file: file, line: line)
        XCTAssertEqual(log.lastBySender, Array(repeating: perSender - 1, count: senders), file: file, line: line)
    }

    func testConcurrentSendersKeepOrderPerSenderAndCallsNeverOverlap() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on")
        let box = ObserverBox<(Int, Int)>()
        let source = box.source
        let log = DeliveryLog(senders: senders)
        let done = DispatchSemaphore(value: 0)
        let subscription = source.observe(on: scheduler).subscribe(
            onNext: { log.record(sender: $0.0, sequence: $0.1) },
            onCompleted: { done.signal() }
        )
        sendFromEverySender(into: box, thenAwait: done, on: scheduler, andCheck: log)
        subscription.dispose()
        box.set(nil)
    }

    func testDisposingWhileSendersRunStopsDeliveryAndReleasesEverything() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on-dispose")
        let box = ObserverBox<(Int, Int)>()
        let source = box.source
        let log = DeliveryLog(senders: senders)
        let subscription = source.observe(on: scheduler).subscribe(onNext: { log.record(sender: $0.0, sequence: $0.1) })
        let perSender = self.perSender
        let senders = self.senders
        DispatchQueue.concurrentPerform(iterations: senders + 1) { sender in
            if sender == senders {
                subscription.dispose()
                return
            }
            for sequence in 0..<perSender { box.on(.next((sender, sequence))) }
        }
        drain(scheduler)
        let delivered = log.count
        box.on(.next((0, perSender)))
        drain(scheduler)
        XCTAssertEqual(log.count, delivered, "nothing is delivered after disposal")
        XCTAssertEqual(log.overlapCount, 0)
        XCTAssertEqual(log.outOfOrder, 0)
        box.set(nil)
    }

    func testTimeOperatorsUnderConcurrentSendersAndTimers() {
        // buffer's timer fires on the scheduler's queue while senders add elements on others.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "buffer")
        let box = ObserverBox<(Int, Int)>()
        let source = box.source
        let log = DeliveryLog(senders: senders)
        let done = DispatchSemaphore(value: 0)
        let subscription = source
            .buffer(timeSpan: .microseconds(200), count: 7, scheduler: scheduler)
            .subscribe(onNext: { batch in
                for (sender, sequence) in batch { log.record(sender: sender, sequence: sequence) }
            }, onCompleted: { done.signal() })
        sendFromEverySender(into: box, thenAwait: done, on: scheduler, andCheck: log)
        subscription.dispose()
        box.set(nil)
    }
}
