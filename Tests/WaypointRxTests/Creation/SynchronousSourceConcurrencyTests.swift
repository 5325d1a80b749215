import XCTest
import Dispatch
import WaypointRx
import WaypointTesting

final class SynchronousSourceConcurrencyTests: LeakCheckingTestCase {
    func testDisposingFromAnotherThreadStopsAnInfiniteLoop() {
        let subscription = SerialDisposable()
        let received = AtomicBox<Int>(0)
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        @Sendable func run() {
            // Subscribed inside `create`, the inner loop starts after `subscription` holds it.
            let outer = Observable<Int>.create { _ in
                subscription.disposable = Observable.repeatElement(1).subscribe(onNext: { _ in
                    if received.add(1, ordering: .relaxed).newValue == 1000 { started.signal() }
                })
                return subscription
            }.subscribe()
            outer.dispose()
        }
        Thread.detachNewThread {
            run()
            finished.signal()
        }
        started.wait()
        subscription.dispose()
        XCTAssertEqual(finished.wait(timeout: .now() + 5), .success)
        let afterStop = received.load(ordering: .relaxed)
        XCTAssertGreaterThanOrEqual(afterStop, 1000)
        XCTAssertEqual(received.load(ordering: .relaxed), afterStop)
    }

    func testConcurrentSubscriptionsOnManyThreadsEachGetTheirOwnElements() {
        let sums = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var sum = 0
            _ = Observable.range(start: 1, count: 1000).filter { $0 % 2 == 0 }.take(100).subscribe(onNext: { sum += $0 })
            sums.withLock { $0.append(sum) }
        }
        XCTAssertEqual(sums.withLock { $0 }, Array(repeating: 10_100, count: 8))
    }
}
