import XCTest
import WaypointRx
import WaypointTesting

final class PublishSubjectTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// RxTest's classic scenario: a hot source feeds the subject; observers join and leave.
    func testObserversReceiveWhatIsSentWhileSubscribedAndLateOnesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .completed(650), .error(660, TestError()),
        ])
        var subject: PublishSubject<Int>!
        var source: Disposable!
        var subscriptions: [Disposable] = []
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { subject = PublishSubject(); source = xs.subscribe(subject) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results2)) }
        scheduler.scheduleAt(500) { subscriptions[0].dispose() }
        scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
        scheduler.scheduleAt(1000) { source.dispose(); subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(results1.events, [.next(340, 5), .next(410, 6)])
        XCTAssertEqual(results2.events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(results3.events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 1000)])
    }

    func testErrorReachesCurrentObserversAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(340, 2), .error(400, TestError()), .next(410, 3), .completed(420),
        ])
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(100) { disposables.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(300) { disposables.append(subject.subscribe(early)) }
        scheduler.scheduleAt(500) { disposables.append(subject.subscribe(late)) }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(340, 2), .error(400, TestError())])
        XCTAssertEqual(late.events, [.error(500, TestError())])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingTheSubjectReleasesObserversAndRejectsLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        var countBeforeDispose = 0
        var countAfterDispose = 0
        scheduler.scheduleAt(100) { disposables.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(200) { disposables.append(subject.subscribe(early)) }
        scheduler.scheduleAt(300) {
            countBeforeDispose = Resources.total
            subject.dispose()
            countAfterDispose = Resources.total
        }
        scheduler.scheduleAt(350) { disposables.append(subject.subscribe(late)) }
        scheduler.scheduleAt(500) { disposables.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1)])
        XCTAssertEqual(late.events, [.error(350, RxError.disposed(object: "PublishSubject<Int>"))])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(countAfterDispose, countBeforeDispose - 1, "the subject's one observer was released")
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 500)])
    }

    func testUnsubscribingStopsDeliveryAndReleasesTheObserver() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        var received: [Int] = []
        let subscription = subject.subscribe(AnyObserver { event in
            if case .next(let value) = event { received.append(value) }
        })
        XCTAssertEqual(Resources.total, before + 1)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(Resources.total, before)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
    }

    func testEachRegisteredObserverCountsAsOneResourceUntilTheSubjectTerminates() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        let observer = AnyObserver<Int> { _ in }
        let subscriptions = (0..<3).map { _ in subject.subscribe(observer) }
        XCTAssertEqual(Resources.total, before + 3)
        subject.onCompleted()
        XCTAssertEqual(Resources.total, before)
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(Resources.total, before)
    }

    func testObserversLeftSubscribedAreReleasedWithTheSubject() {
        let before = Resources.total
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            subscription = subject.subscribe(AnyObserver { _ in })
            XCTAssertEqual(Resources.total, before + 1)
        }
        XCTAssertEqual(Resources.total, before)
        subscription?.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func testNothingIsDeliveredAfterTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(TestError())
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1), .completed])
        subscription.dispose()
    }

    func testObserversAreCalledInSubscriptionOrder() {
        let subject = PublishSubject<Int>()
        var log: [Int] = []
        let subscriptions = (0..<40).map { index in subject.subscribe(onNext: { _ in log.append(index) }) }
        subject.onNext(0)
        XCTAssertEqual(log, Array(0..<40))
        subscriptions.forEach { $0.dispose() }
    }

    func testReentrantSendIsDeliveredAfterTheCurrentEventToEveryObserver() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
        first.dispose()
        second.dispose()
    }

    func testObserverDisposingAnotherDuringDeliveryStopsItAtOnce() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["a1", "a2"])
        first.dispose()
    }

    func testDisposingTheSubjectFromAnObserverDropsQueuedEvents() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 {
                subject.onNext(2)
                subject.dispose()
            }
        })
        let second = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["a1"])
        first.dispose()
        second.dispose()
    }

    func testAsObserverIsTheSubject() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.asObserver() === subject)
    }

    /// Issue 14, defect 1: a closure subscriber that is never disposed goes away with the subject.
    func testADroppedClosureSubscriberIsReleasedWithTheSubject() {
        let before = Resources.total
        weak var weakToken: Token?
        do {
            let subject = PublishSubject<Int>()
            let token = Token()
            weakToken = token
            _ = subject.subscribe(onNext: { _ in _ = token })
            subject.onNext(1)
        }
        XCTAssertNil(weakToken)
        XCTAssertEqual(Resources.total, before)
    }
}
