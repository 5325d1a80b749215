import XCTest
import WaypointRx
import WaypointTesting

final class ReplayTests: LeakCheckingTestCase {
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testReplaysTheLatestElementsToLateSubscribers() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let replayed = xs.replay(2)
        scheduler.connect(replayed, at: 200)
        let early = scheduler.record(replayed, subscribed: 200)
        let late = scheduler.record(replayed, subscribed: 255)
        scheduler.start()
        XCTAssertMarbles(early, "-a-b-c-d-|", values: values)
        XCTAssertEqual(late.events, [.next(255, 2), .next(255, 3), .next(270, 4), .completed(290)])
        XCTAssertSubscriptions(xs, "^--------!")
    }

    func testReplayAllReplaysEveryElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let replayed = xs.replayAll()
        scheduler.connect(replayed, at: 200)
        let late = scheduler.record(replayed, subscribed: 255)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(255, 1), .next(255, 2), .next(255, 3), .next(270, 4), .completed(290)])
    }

    func testANewConnectionStartsWithAnEmptyBuffer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let replayed = xs.replay(1)
        scheduler.connect(replayed, at: 200, disconnectAt: 235)
        let late = scheduler.record(replayed, subscribed: 240)
        scheduler.connect(replayed, at: 260)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235), Subscription(260, 290)])
    }

    func testAfterCompletionLateSubscribersGetANewEmptySubject() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let replayed = xs.replay(1)
        scheduler.connect(replayed, at: 200)
        let inTime = scheduler.record(replayed, subscribed: 235)
        let late = scheduler.record(replayed, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(inTime.events, [.next(235, 2), .completed(250)])
        // As in RxSwift: the subject is dropped with its connection. To keep the buffer after the
        // source ended, use `multicast(ReplaySubject…)` or `share(replay:scope: .forever)`.
        XCTAssertEqual(late.events, [])
    }

    func testNegativeBufferSizeFailsSubscribersWithArgumentOutOfRange() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let replayed = xs.replay(-1)
        let res = scheduler.record(replayed, subscribed: 200)
        scheduler.connect(replayed, at: 210)
        scheduler.start()
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    /// Issue 14, defect 1: a late closure subscriber that is never disposed goes away with the
    /// connectable.
    func testADroppedLateClosureSubscriberIsReleasedWithTheConnectable() {
        let before = Resources.total
        weak var weakToken: Token?
        do {
            let subject = PublishSubject<Int>()
            let replayed = subject.replay(1)
            let connection = replayed.connect()
            subject.onNext(1)
            let token = Token()
            weakToken = token
            _ = replayed.subscribe(onNext: { _ in _ = token })
            connection.dispose()
        }
        XCTAssertNil(weakToken)
        XCTAssertEqual(Resources.total, before)
    }
}
