import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class ToArrayTests: LeakCheckingTestCase {
    func testEmitsAllElementsAsOneArrayAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEmptySourceEmitsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testPassesErrorsWithoutTheArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.toArray() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
