import XCTest
import WaypointRx
import WaypointTesting

final class FlatMapLatestTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testFlatMapLatestSwitchesToTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 20), .completed(20)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(240, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testFlatMapLatestWaitsForTheCurrentInnerToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(60)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 270)])
    }

    func testFlatMapLatestSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> TestableObservable<Int> in
                if value == 2 { throw TestError() }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .error(20, TestError())])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapLatestDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(60, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }
}
