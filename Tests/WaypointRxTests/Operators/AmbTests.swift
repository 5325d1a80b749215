import XCTest
import WaypointRx
import WaypointTesting

final class AmbTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testAmbMirrorsTheFirstToEmitAndDropsTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let right = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }

    func testAmbAnErrorCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.error(210, TestError(), Int.self)])
        let right = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testAmbACompletionCanWin() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1), .completed(250)])
        let right = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testStaticAmbOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(240, 2), .completed(300)])
        let c = scheduler.createHotObservable([.next(220, 3), .error(260, TestError())])
        let res = scheduler.start { Observable.amb([a.asObservable(), b.asObservable(), c.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 3), .error(260, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 260)])
    }

    func testStaticAmbOfNothingNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([]) }
        XCTAssertEqual(res.events, [])
    }

    func testAmbSynchronousWinnerSkipsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.amb([Observable.just(1), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(b.subscriptions, [])
    }

    func testAmbDisposedBeforeAWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let right = scheduler.createHotObservable([.next(240, 2), .completed(250)])
        let res = scheduler.start(disposed: 220) { left.amb(right) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
    }

    func testAmbDisposedAfterAWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(230, 1), .next(260, 3), .completed(300)])
        let right = scheduler.createHotObservable([.next(240, 2), .completed(250)])
        let res = scheduler.start(disposed: 250) { left.amb(right) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
    }
}
