import XCTest
import WaypointRx
import WaypointTesting

/// A connectable that is not one of WaypointRx's own, to exercise the generic `refCount()`.
struct ForeignConnectable<Element>: ConnectableObservableType {
    let base: ConnectableObservable<Element>

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        base.subscribe(observer)
    }

    func connect() -> Disposable {
        base.connect()
    }
}

final class RefCountTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    /// `publish().refCount()` through WaypointRx's connectable and through the generic path.
    func refCounted(_ source: Observable<Int>) -> [(String, Observable<Int>)] {
        [("own", source.publish().refCount()), ("generic", ForeignConnectable(base: source.publish()).refCount())]
    }

    func testConnectsAtTheFirstSubscriberAndDisconnectsAfterTheLast() throws {
        for (name, make) in [("own", false), ("generic", true)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
            let shared = make ? ForeignConnectable(base: xs.publish()).refCount() : xs.publish().refCount()
            let first = scheduler.record(shared, subscribed: 215, disposed: 245)
            let second = scheduler.record(shared, subscribed: 225, disposed: 265)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(230, 2)], name)
            XCTAssertEqual(second.events, [.next(230, 2), .next(250, 3)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(215, 265)], name)
        }
    }

    func testReconnectsAfterTheCountDroppedToZero() throws {
        for (name, make) in [("own", false), ("generic", true)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createColdObservable("-a-b-c|", values: values)
            let shared = make ? ForeignConnectable(base: xs.publish()).refCount() : xs.publish().refCount()
            let first = scheduler.record(shared, subscribed: 200, disposed: 225)
            let second = scheduler.record(shared, subscribed: 240)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1)], name)
            XCTAssertEqual(second.events, [.next(250, 1), .next(270, 2), .next(290, 3), .completed(300)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(240, 300)], name)
        }
    }

    func testATerminalEventEndsTheConnectionAndTheNextSubscriberReconnects() throws {
        for (name, make) in [("own", false), ("generic", true)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createColdObservable("-a-#", values: values, errors: ["#": TestError()])
            let shared = make ? ForeignConnectable(base: xs.publish()).refCount() : xs.publish().refCount()
            let first = scheduler.record(shared, subscribed: 200)
            let second = scheduler.record(shared, subscribed: 215)
            let third = scheduler.record(shared, subscribed: 240)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .error(230, TestError())], name)
            XCTAssertEqual(second.events, [.error(230, TestError())], name)
            XCTAssertEqual(third.events, [.next(250, 1), .error(270, TestError())], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(240, 270)], name)
        }
    }

    func testTheLastRefCountSubscriberClosesAManualConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let shared = published.refCount()
        scheduler.connect(published, at: 200)
        let res = scheduler.record(shared, subscribed: 215, disposed: 245)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testDisposingTheManualConnectionResetsTheCount() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let published = xs.publish()
        let shared = published.refCount()
        var connection: Disposable?
        scheduler.scheduleAt(200) { connection = published.connect() }
        let first = scheduler.record(shared, subscribed: 205, disposed: 260)
        scheduler.scheduleAt(235) { connection?.dispose() }
        let second = scheduler.record(shared, subscribed: 240)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235), Subscription(240, 290)])
    }

    func testSynchronousSourceReachesTheFirstSubscriber() {
        for (name, shared) in refCounted(Observable.of(1, 2, 3)) {
            var received: [Int] = []
            var completed = false
            let subscription = shared.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
            XCTAssertEqual(received, [1, 2, 3], name)
            XCTAssertTrue(completed, name)
            subscription.dispose()
        }
    }

    func testDisposingASubscriptionTwiceCountsItOutOnce() {
        let subject = PublishSubject<Int>()
        for (name, shared) in refCounted(subject.asObservable()) {
            let first = shared.subscribe(onNext: { _ in })
            let second = shared.subscribe(onNext: { _ in })
            first.dispose()
            first.dispose()
            XCTAssertTrue(subject.hasObservers, name)
            second.dispose()
            XCTAssertFalse(subject.hasObservers, name)
        }
    }
}
