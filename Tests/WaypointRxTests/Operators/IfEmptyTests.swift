import XCTest
import WaypointRx
import WaypointTesting

final class IfEmptyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testDefaultIsSentWhenTheSourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDefaultIsNotSentWhenTheSourceHadElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    }

    func testErrorPassesWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, TestError(), Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSwitchToSubscribesTheOtherSequenceWhenTheSourceCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 5), .next(270, 6), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    func testSwitchToIsNotSubscribedWhenTheSourceHadElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testSwitchToErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .error(100, TestError())])
        let res = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(260, 5)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs2 = scheduler2.createHotObservable([.completed(250, Int.self)])
        let ys2 = scheduler2.createColdObservable([.error(10, TestError(), Int.self)])
        let res2 = scheduler2.start { xs2.ifEmpty(switchTo: ys2.asObservable()) }
        XCTAssertEqual(res2.events, [.error(260, TestError())])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 260)])
    }
}
