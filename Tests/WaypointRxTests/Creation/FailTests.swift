import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class FailTests: LeakCheckingTestCase {
    func testErrorFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(TestError()) }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testErrorsAreDistinguishedByDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(RxError.noElements) }
        XCTAssertEqual(res.events, [.error(200, RxError.noElements)])
        XCTAssertNotEqual(res.events, [.error(200, RxError.moreThanOneElement)])
    }
}
