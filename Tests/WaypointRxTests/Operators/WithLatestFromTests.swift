import XCTest
import WaypointRx
import WaypointTesting

final class WithLatestFromTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testWithLatestFromCombinesWithTheLatestOfTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testWithLatestFromWithoutSelectorEmitsTheSecondsValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(230, "a"), .next(250, "b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testWithLatestFromUsesAValueTheSecondHasAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withLatestFrom(Observable.just("now")) }
        XCTAssertEqual(res.events, [.next(210, "now"), .completed(300)])
    }

    func testWithLatestFromSecondError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(205, "a"), .error(220, TestError())])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(210, "a"), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testWithLatestFromFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createHotObservable([.next(205, "a")])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(210, "a"), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(205, "a")])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { value, latest -> String in
                if value == 2 { throw TestError() }
                return latest
            }
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testWithLatestFromDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(205, "a")])
        let res = scheduler.start(disposed: 220) { xs.withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.next(210, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
