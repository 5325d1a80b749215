import XCTest
import WaypointRx
import WaypointTesting

final class ShareTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4]

    func testPassesEverythingThroughToASingleSubscriber() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-|", values: values)
        let res = scheduler.start { xs.share() }
        XCTAssertMarbles(res, "-a-b-c-|", values: values)
        XCTAssertSubscriptions(xs, "^------!")
    }

    func testSubscribesTheSourceOnceForAllSubscribers() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d|", values: values)
        let shared = xs.share()
        let first = scheduler.record(shared, subscribed: 200)
        let second = scheduler.record(shared, subscribed: 240)
        scheduler.start()
        XCTAssertMarbles(first, "-a-b-c-d|", values: values)
        XCTAssertEqual(second.events, [.next(250, 3), .next(270, 4), .completed(280)])
        XCTAssertSubscriptions(xs, "^-------!")
    }

    func testErrorReachesEverySubscriberAndEndsTheConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-#", values: values, errors: ["#": TestError()])
        let shared = xs.share()
        let first = scheduler.record(shared, subscribed: 200)
        let second = scheduler.record(shared, subscribed: 220)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .error(250, TestError())])
        XCTAssertEqual(second.events, [.next(230, 2), .error(250, TestError())])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testTheLastSubscriberLeavingUnsubscribesTheSource() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let shared = xs.share()
        let first = scheduler.record(shared, subscribed: 200, disposed: 235)
        let second = scheduler.record(shared, subscribed: 220, disposed: 265)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
    }

    func testResubscribesTheSourceAfterTheCountDropsToZero() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b-c|", values: values)
        let shared = xs.share()
        let first = scheduler.record(shared, subscribed: 200, disposed: 235)
        let second = scheduler.record(shared, subscribed: 250)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(260, 1), .next(280, 2), .next(300, 3), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235), Subscription(250, 310)])
    }

    /// The same with or without replay (`.whileConnected`): a new connection, a new buffer.
    func testResubscribesTheSourceAfterItCompleted() throws {
        for replay in [0, 1] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createColdObservable("-a-b|", values: values)
            let shared = xs.share(replay: replay)
            let first = scheduler.record(shared, subscribed: 200)
            let second = scheduler.record(shared, subscribed: 260)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .completed(240)], "replay \(replay)")
            XCTAssertEqual(second.events, [.next(270, 1), .next(290, 2), .completed(300)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 300)], "replay \(replay)")
        }
    }

    func testResubscribingFromInsideOnCompletedStartsANewConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a|", values: values)
        let shared = xs.share()
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(shared.subscribe(onCompleted: {
                subscriptions.append(shared.subscribe(second))
            }))
        }
        scheduler.scheduleAt(1000) {
            subscriptions.forEach { $0.dispose() }
            subscriptions = []
        }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func testSubscribingFromInsideOnNextJoinsTheOpenConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-|", values: values)
        let shared = xs.share()
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(shared.subscribe(onNext: { value in
                if value == 2 { subscriptions.append(shared.subscribe(second)) }
            }))
        }
        scheduler.scheduleAt(1000) {
            subscriptions.forEach { $0.dispose() }
            subscriptions = []
        }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(250, 3), .completed(270)])
        XCTAssertSubscriptions(xs, "^------!")
    }

    func testWhileConnectedReplayKeepsItsBufferOnlyForOneConnection() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let shared = xs.share(replay: 1)
        let first = scheduler.record(shared, subscribed: 200, disposed: 240)
        let second = scheduler.record(shared, subscribed: 245)
        let third = scheduler.record(shared, subscribed: 260)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        // The count dropped to zero at 240: `b` belongs to the old connection and is not replayed.
        XCTAssertEqual(second.events, [.next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(third.events, [.next(260, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(245, 290)])
    }

    func testForeverReplayReplaysAcrossConnections() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.record(shared, subscribed: 200, disposed: 240)
        let second = scheduler.record(shared, subscribed: 245)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(245, 2), .next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(245, 290)])
    }

    func testForeverReplayAfterCompletionReplaysWithoutResubscribing() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b|", values: values)
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.record(shared, subscribed: 200)
        let second = scheduler.record(shared, subscribed: 260)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(second.events, [.next(260, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testForeverWithoutReplayGivesLateSubscribersTheTerminalEvent() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-#", values: values, errors: ["#": TestError()])
        let shared = xs.share(scope: .forever)
        let first = scheduler.record(shared, subscribed: 200)
        let second = scheduler.record(shared, subscribed: 260)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(230, TestError())])
        XCTAssertEqual(second.events, [.error(260, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testForeverWithoutReplayResubscribesAfterTheCountDropsToZero() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let shared = xs.share(scope: .forever)
        let first = scheduler.record(shared, subscribed: 200, disposed: 240)
        let second = scheduler.record(shared, subscribed: 245)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.events, [.next(250, 3), .next(270, 4), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(245, 290)])
    }

    func testReplayBufferHoldsTheLatestElements() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let shared = xs.share(replay: 2)
        let first = scheduler.record(shared, subscribed: 200)
        let second = scheduler.record(shared, subscribed: 255)
        scheduler.start()
        XCTAssertMarbles(first, "-a-b-c-d-|", values: values)
        XCTAssertEqual(second.events, [.next(255, 2), .next(255, 3), .next(270, 4), .completed(290)])
        XCTAssertSubscriptions(xs, "^--------!")
    }

    func testDisposalMidStreamWithReplayUnsubscribes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: values)
        let res = scheduler.start(disposed: 240) { xs.share(replay: 1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testNegativeReplayFailsEverySubscriberWithoutSubscribingTheSource() throws {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable("-a-|", values: values)
            let res = scheduler.start { xs.share(replay: -1, scope: scope) }
            XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)], "\(scope)")
            XCTAssertEqual(xs.subscriptions, [], "\(scope)")
        }
    }

    func testSynchronousSourceReachesTheFirstSubscriberAndRunsAgainAfterCompleting() {
        var sourceSubscriptions = 0
        let shared = Observable.of(1, 2, 3).do(onSubscribe: { sourceSubscriptions += 1 }).share(replay: 1)
        var received: [Int] = []
        var completions = 0
        _ = shared.subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        _ = shared.subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(received, [1, 2, 3, 1, 2, 3])
        XCTAssertEqual(completions, 2)
        XCTAssertEqual(sourceSubscriptions, 2)
    }

    func testSharedSubjectSendsEachElementOnceToEachSubscriber() {
        let subject = PublishSubject<Int>()
        var sourceSubscriptions = 0
        let shared = subject.do(onSubscribe: { sourceSubscriptions += 1 }).map { $0 * 10 }.share()
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.on(.next(1))
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.on(.next(2))
        a.dispose()
        subject.on(.next(3))
        b.dispose()
        subject.on(.next(4))
        XCTAssertEqual(first, [10, 20])
        XCTAssertEqual(second, [20, 30])
        XCTAssertEqual(sourceSubscriptions, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingASubscriptionTwiceCountsItOutOnce() {
        let subject = PublishSubject<Int>()
        for shared in [subject.share(), subject.share(replay: 1), subject.share(scope: .forever)] {
            let a = shared.subscribe(onNext: { _ in })
            let b = shared.subscribe(onNext: { _ in })
            a.dispose()
            a.dispose()
            XCTAssertTrue(subject.hasObservers, "one subscriber is still there")
            b.dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
