import XCTest
import WaypointRx
import WaypointTesting

final class MulticastTests: LeakCheckingTestCase {
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testOneSubjectKeepsItsSubscribersAcrossConnections() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let multicast = xs.multicast(PublishSubject<Int>())
        let res = scheduler.record(multicast, subscribed: 200)
        scheduler.connect(multicast, at: 205, disconnectAt: 235)
        scheduler.connect(multicast, at: 245)
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 235), Subscription(245, 290)])
    }

    func testTheSubjectIsSubscribedToTheSource() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let subject = ReplaySubject<Int>.createUnbound()
        let multicast = xs.multicast(subject)
        scheduler.connect(multicast, at: 200)
        let direct = scheduler.record(subject, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(direct.events, [.next(300, 1), .next(300, 2), .completed(300)])
    }

    func testOneSubjectGivesLateSubscribersItsReplayAndTerminalEvent() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let multicast = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1))
        scheduler.connect(multicast, at: 200)
        let late = scheduler.record(multicast, subscribed: 300)
        scheduler.start()
        XCTAssertEqual(late.events, [.next(300, 2), .completed(300)])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testMakeSubjectRunsOncePerConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        var made = 0
        let multicast = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
            made += 1
            return PublishSubject()
        })
        let first = scheduler.record(multicast, subscribed: 200)
        let second = scheduler.record(multicast, subscribed: 202)
        scheduler.connect(multicast, at: 205, disconnectAt: 235)
        scheduler.connect(multicast, at: 245)
        scheduler.start()
        XCTAssertEqual(made, 2)
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, first.events)
    }

    func testDisposedSubjectFailsSubscribersWithRxErrorDisposed() {
        let subject = PublishSubject<Int>()
        let multicast = Observable<Int>.never().multicast(subject)
        subject.dispose()
        var error: Error?
        let subscription = multicast.subscribe(onError: { error = $0 })
        XCTAssertEqual(error.map(String.init(describing:)), RxError.disposed(object: "PublishSubject<Int>").description)
        subscription.dispose()
    }
}
