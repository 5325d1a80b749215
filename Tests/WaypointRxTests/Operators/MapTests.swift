import XCTest
import WaypointRx
import WaypointTesting

final class MapTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testMapTransformsEachElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(240, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapThrowErrorStopsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(240, 3), .next(250, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { value -> Int in
            if value == 3 { throw TestError() }
            return value
        } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start(disposed: 400) { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
