import XCTest
import WaypointRx
import WaypointTesting

final class SwitchLatestTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testSwitchLatestFollowsTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(260, 99), .completed(500)])
        let ys2 = scheduler.createHotObservable([.next(240, 98), .next(270, 2), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])
    }

    func testSwitchLatestCompletesWithTheCurrentInnerAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let ys2 = scheduler.createHotObservable([.next(270, 2), .completed(320)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(250, ys2), .completed(280)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 320)])
    }

    func testSwitchLatestInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .error(240, TestError())])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testSwitchLatestOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .completed(500)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(250, TestError())])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testSwitchLatestDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(260, 2), .completed(500)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .completed(400)])
        let res = scheduler.start(disposed: 240) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
    }

    func testSwitchLatestOuterCompletingWithoutInnersCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, TestableObservable<Int>.self)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
