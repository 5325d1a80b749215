import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class FirstTests: LeakCheckingTestCase {
    func testEmitsTheFirstElementThenCompletesAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(210, Optional(1)), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySourceEmitsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.next(250, Int?.none), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1)])
        let res = scheduler.start(disposed: 250) { xs.first() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        var received: [Int?] = []
        _ = Observable.repeatElement(5).first().subscribe(onSuccess: { received.append($0) })
        XCTAssertEqual(received, [5])
    }
}
