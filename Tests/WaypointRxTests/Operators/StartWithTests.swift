import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class StartWithTests: LeakCheckingTestCase {
    func testEmitsTheElementsFirstThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.startWith(1, 2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testChainedStartWithPutsTheLastOneFirst() {
        var received: [Int] = []
        _ = Observable.just(3).startWith(2).startWith(1).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
