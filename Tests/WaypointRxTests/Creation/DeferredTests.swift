import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class DeferredTests: LeakCheckingTestCase {
    func testFactoryRunsAtEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            Observable.deferred {
                calls.append(scheduler.clock)
                return xs.asObservable()
            }
        }
        XCTAssertEqual(calls, [200])
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testEachSubscriptionGetsItsOwnObservable() {
        var count = 0
        let deferred = Observable.deferred { () -> Observable<Int> in
            count += 1
            return .just(count)
        }
        var received: [Int] = []
        _ = deferred.subscribe(onNext: { received.append($0) })
        _ = deferred.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testThrowingFactoryFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw TestError() } }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testDeferredPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDeferredDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
