import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class MaterializeTests: LeakCheckingTestCase {
    func testTurnsEventsIntoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(300)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(300, Event<Int>.completed), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorBecomesAnElementThenCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(220, Event<Int>.error(TestError())), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
