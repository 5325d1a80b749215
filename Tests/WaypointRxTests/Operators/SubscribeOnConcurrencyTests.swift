import XCTest
import Dispatch
import Foundation
import WaypointRx
import WaypointTesting

final class SubscribeOnConcurrencyTests: LeakCheckingTestCase {
    /// Issue 14, defect 3: a synchronous source subscribed on another thread stops once the
    /// subscription downstream ended (`take(3)` completed, then `dispose()` returned).
    func testDisposalStopsASynchronousSourceSubscribedOnAnotherThread() {
        let baseline = Resources.total
        let completed = DispatchSemaphore(value: 0)
        let sourceStopped = DispatchSemaphore(value: 0)
        let received = SendableLog<Int>()
        let subscription = Observable.repeatElement(1)
            .do(onDispose: { sourceStopped.signal() })
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .take(3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed.signal() })
        XCTAssertEqual(completed.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(sourceStopped.wait(timeout: .now() + 5), .success, "the source kept producing")
        XCTAssertEqual(received.all, [1, 1, 1])
        // The scheduled disposal finishes on the queue's thread; `subscription` is still held.
        let deadline = Date() + 5
        while Resources.total != baseline + 1, Date() < deadline { usleep(1_000) }
    }
}
