import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class ScanTests: LeakCheckingTestCase {
    func testEmitsEachRunningResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.scan(10) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanIntoMutatesInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(res.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    func testEmptySourceEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func testEachSubscriptionStartsFromTheSeed() {
        let observable = Observable.of(1, 2).scan(0) { $0 + $1 }
        var received: [Int] = []
        _ = observable.subscribe(onNext: { received.append($0) })
        _ = observable.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 3, 1, 3])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAccumulatorFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            xs.scan(into: 0) { sum, value in
                if value == 2 { throw TestError() }
                sum += value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
