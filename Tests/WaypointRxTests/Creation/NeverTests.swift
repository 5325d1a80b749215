import XCTest
import WaypointRx
import WaypointTesting

final class NeverTests: LeakCheckingTestCase {
    func testNeverSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func testNeverCallsNoHandlerButDisposes() {
        var events = 0
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(
            onNext: { _ in events += 1 }, onError: { _ in events += 1 }, onCompleted: { events += 1 }, onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        XCTAssertEqual(events, 0)
        XCTAssertEqual(disposed, 1)
    }
}
