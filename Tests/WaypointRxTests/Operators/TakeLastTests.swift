import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class TakeLastTests: LeakCheckingTestCase {
    func testEmitsTheLastElementsAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFewerElementsThanCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.takeLast(5) }
        XCTAssertEqual(res.events, [.next(300, 1), .next(300, 2), .completed(300)])
    }

    func testBufferWrapsAroundInOrder() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 10).takeLast(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7, 8, 9])
    }

    func testTakeLastZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.takeLast(0) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testNegativeCountFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.takeLast(-2) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.takeLast(1) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDownstreamStoppingDuringTheFlush() {
        var received: [Int] = []
        _ = Observable.of(1, 2, 3, 4).takeLast(3).take(2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 3])
    }
}
