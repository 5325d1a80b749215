import XCTest
import WaypointRx
import WaypointTesting

final class ConcatMapTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testConcatMapRunsInnersOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 10), .next(20, 11), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 20), .completed(20)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.concatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(250, 20), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
    }

    func testConcatMapSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start {
            xs.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError() }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.error(215, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 215)])
    }

    func testConcatMapInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .error(30, TestError())])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start { xs.concatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testConcatMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.concatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240), Subscription(240, 250)])
    }
}
