import XCTest
import WaypointRx
import WaypointTesting

final class AsyncSubjectTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testSendsOnlyTheLastElementOnCompletionToCurrentAndLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .completed(650),
        ])
        let subject = AsyncSubject<Int>()
        var subscriptions: [Disposable] = []
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results2)) }
        scheduler.scheduleAt(500) { subscriptions[1].dispose() }
        scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(results1.events, [])
        XCTAssertEqual(results2.events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(results3.events, [.next(900, 7), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 1000)])
    }

    func testCompletingWithoutElementsSendsOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        let subject = AsyncSubject<Int>()
        var source: Disposable?
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(400) { lateSubscription = subject.subscribe(late) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(late.events, [.completed(400)])
        source?.dispose()
        lateSubscription?.dispose()
    }

    func testErrorDropsTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError())])
        let subject = AsyncSubject<Int>()
        var source: Disposable?
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(400) { lateSubscription = subject.subscribe(late) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.error(300, TestError())])
        XCTAssertEqual(late.events, [.error(400, TestError())])
        source?.dispose()
        lateSubscription?.dispose()
    }

    func testDisposeRejectsSubscribersAndForgetsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(subject.subscribe(early)) }
        scheduler.scheduleAt(250) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.dispose() }
        scheduler.scheduleAt(350) { subject.onCompleted() }
        scheduler.scheduleAt(400) { disposables.append(subject.subscribe(late)) }
        scheduler.start()
        disposables.forEach { $0.dispose() }
        XCTAssertEqual(early.events, [])
        XCTAssertEqual(late.events, [.error(400, RxError.disposed(object: "AsyncSubject<Int>"))])
        XCTAssertTrue(subject.isDisposed)
    }

    func testDisposingTheSubscriptionBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let subject = AsyncSubject<Int>()
        var source: Disposable?
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        let res = scheduler.start(disposed: 400) { subject }
        XCTAssertEqual(res.events, [])
        XCTAssertFalse(subject.hasObservers)
        source?.dispose()
    }
}
