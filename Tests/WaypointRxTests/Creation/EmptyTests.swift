import XCTest
import WaypointRx
import WaypointTesting

final class EmptyTests: LeakCheckingTestCase {
    func testEmptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
