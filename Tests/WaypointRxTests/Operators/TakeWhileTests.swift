import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class TakeWhileTests: LeakCheckingTestCase {
    func testExclusiveStopsBeforeTheFirstFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testInclusiveEmitsTheFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 1), .completed(300)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceCompletingWhileAllPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            xs.take(while: { value -> Bool in
                if value == 2 { throw TestError() }
                return true
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.take(while: { _ in true }) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStopsAnInfiniteSynchronousSource() {
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { $0 + 1 })
            .take(while: { $0 < 3 }, behavior: .inclusive)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2, 3])
    }
}
