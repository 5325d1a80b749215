import XCTest
import WaypointRx
import WaypointTesting

final class FlatMapTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testFlatMapMergesInnersAndCompletesAfterOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 10), .next(20, 11), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 20), .next(20, 21), .completed(30)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 11), .next(240, 20), .next(250, 21), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 260)])
    }

    func testFlatMapWaitsForTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 310)])
    }

    func testFlatMapSynchronousInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMap { Observable.just($0 * 2) } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapSelectorErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start {
            xs.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError() }
                return ys
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(100)])
        let ys2 = scheduler.createColdObservable([.error(5, TestError(), Int.self)])
        let inners = [1: ys1, 2: ys2]
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.flatMap { inners[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(235, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 235)])
    }

    func testFlatMapOuterErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError())])
        let res = scheduler.start { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(50, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.flatMap { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .next(230, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250), Subscription(220, 250)])
    }
}
