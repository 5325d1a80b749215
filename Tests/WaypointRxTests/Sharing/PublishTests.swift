import XCTest
import WaypointRx
import WaypointTesting

final class PublishTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testNothingIsSubscribedOrDeliveredUntilConnect() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let res = scheduler.record(published, subscribed: 200)
        scheduler.connect(published, at: 240)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(240, 290)])
    }

    func testEverySubscriberReceivesWhatIsSentWhileItIsSubscribed() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let first = scheduler.record(published, subscribed: 200, disposed: 235)
        let second = scheduler.record(published, subscribed: 220)
        scheduler.connect(published, at: 200)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(250, 3), .next(270, 4), .completed(290)])
        // A subscriber leaving does not disconnect: only the connection's disposal does.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testDisposingTheConnectionUnsubscribesAndStopsDelivery() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let res = scheduler.record(published, subscribed: 200)
        scheduler.connect(published, at: 200, disconnectAt: 260)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3)])
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func testErrorReachesEverySubscriberAndEndsTheConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-#", values: values, errors: ["#": TestError()])
        let published = xs.publish()
        let first = scheduler.record(published, subscribed: 200)
        let second = scheduler.record(published, subscribed: 240)
        scheduler.connect(published, at: 200)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .error(250, TestError())])
        XCTAssertEqual(second.events, [.error(250, TestError())])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testConnectWhileConnectedReturnsTheOpenConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(published.connect()) }
        scheduler.scheduleAt(220) { connections.append(published.connect()) }
        scheduler.scheduleAt(240) { connections[1].dispose() }
        scheduler.scheduleAt(250) { connections[0].dispose() }
        scheduler.scheduleAt(260) { connections.append(published.connect()) }
        scheduler.scheduleAt(1000) { connections.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertTrue(connections[0] as AnyObject === connections[1] as AnyObject)
        XCTAssertFalse(connections[0] as AnyObject === connections[2] as AnyObject)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 290)])
    }

    func testANewConnectionUsesANewSubject() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let first = scheduler.record(published, subscribed: 200)
        scheduler.connect(published, at: 205, disconnectAt: 235)
        let second = scheduler.record(published, subscribed: 240)
        scheduler.connect(published, at: 245)
        scheduler.start()
        // The first subscriber stays on the subject of the first connection, which is dropped when
        // that connection ends (as in RxSwift); `multicast(_:)` with one subject keeps it.
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 235), Subscription(245, 290)])
    }

    func testSubscriberAfterCompletionWaitsForTheNextConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-|", values: values)
        let published = xs.publish()
        let first = scheduler.record(published, subscribed: 200)
        scheduler.connect(published, at: 200)
        let late = scheduler.record(published, subscribed: 250)
        scheduler.connect(published, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(late.events, [.next(310, 1), .completed(330)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testSynchronousSourceReachesSubscribersThatSubscribedBeforeConnect() {
        let published = Observable.of(1, 2, 3).publish()
        var received: [Int] = []
        var completed = false
        let subscription = published.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [])
        let connection = published.connect()
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
        connection.dispose()
        subscription.dispose()
    }

    /// Issue 14, defect 1: a late closure subscriber that is never disposed goes away with the
    /// connectable.
    func testADroppedLateClosureSubscriberIsReleasedWithTheConnectable() {
        let before = Resources.total
        weak var weakToken: Token?
        do {
            let published = Observable<Int>.never().publish()
            published.connect().dispose()
            let token = Token()
            weakToken = token
            _ = published.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(weakToken)
        XCTAssertEqual(Resources.total, before)
    }
}
