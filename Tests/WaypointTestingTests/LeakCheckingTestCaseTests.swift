import Foundation
import XCTest
import WaypointRx
import WaypointTesting

final class LeakCheckingTestCaseTests: LeakCheckingTestCase {
    /// A resource released by another thread shortly after the test body returns is not a leak:
    /// the tear-down check waits for it (issue 13, defect 9).
    func testAResourceReleasedAsynchronouslyAfterTheTestEndsIsNotALeak() {
        Resources.incrementTotal()
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.05)
            Resources.decrementTotal()
        }
        thread.start()
    }

    /// Work delivered on the main queue after the test body returns still runs while the
    /// tear-down check waits.
    func testAResourceReleasedOnTheMainQueueAfterTheTestEndsIsNotALeak() {
        Resources.incrementTotal()
        DispatchQueue.main.async { Resources.decrementTotal() }
    }
}

final class SettledResourceCountTests: LeakCheckingTestCase {
    func testACountAlreadyAtTheBaselineReturnsAtOnce() {
        XCTAssertEqual(settledResourceCount(returningTo: Resources.total, timeout: 0), Resources.total)
    }

    /// A real leak still shows once the bound has passed.
    func testAResourceThatIsNeverReleasedIsReportedAfterTheBound() {
        let baseline = Resources.total
        Resources.incrementTotal()
        XCTAssertEqual(settledResourceCount(returningTo: baseline, timeout: 0.02), baseline + 1)
        Resources.decrementTotal()
    }

    func testAResourceReleasedByAnotherThreadWithinTheBoundSettles() {
        let baseline = Resources.total
        Resources.incrementTotal()
        DispatchQueue.global().async { Resources.decrementTotal() }
        XCTAssertEqual(settledResourceCount(returningTo: baseline, timeout: 5), baseline)
    }
}
