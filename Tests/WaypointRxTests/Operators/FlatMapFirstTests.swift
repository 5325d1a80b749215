import XCTest
import WaypointRx
import WaypointTesting

final class FlatMapFirstTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testFlatMapFirstIgnoresElementsWhileAnInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 10), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 20), .completed(40)])
        let ys3 = scheduler.createColdObservable([.next(10, 30), .completed(20)])
        let inners = [1: ys1, 2: ys2, 3: ys3]
        var mapped: [Int] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                mapped.append(value)
                return inners[value]!
            }
        }
        XCTAssertEqual(res.events, [.next(220, 10), .next(270, 30), .completed(300)])
        XCTAssertEqual(mapped, [1, 3], "the selector is not called for ignored elements")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [])
        XCTAssertEqual(ys3.subscriptions, [Subscription(260, 280)])
    }

    func testFlatMapFirstCompletesAfterTheRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .completed(40)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.flatMapFirst { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testFlatMapFirstInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .error(20, TestError())])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapFirstSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.flatMapFirst { _ -> Observable<Int> in throw TestError() } }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapFirstDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 10), .next(60, 11), .completed(100)])
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.flatMapFirst { _ in ys } }
        XCTAssertEqual(res.events, [.next(220, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }
}
