import XCTest
import WaypointRx
import WaypointTesting

final class ReplaySubjectTests: LeakCheckingTestCase {
    struct TestError: Error {}

    private func runScenario(_ subject: ReplaySubject<Int>, ending: Recorded<Event<Int>>) -> [[Recorded<Event<Int>>]] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), ending, .next(640, 9), .completed(650),
        ])
        var source: Disposable!
        var subscriptions: [Disposable] = []
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results2)) }
        scheduler.scheduleAt(500) { subscriptions[0].dispose() }
        scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
        scheduler.scheduleAt(1000) { source.dispose(); subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 1000)])
        return [results1.events, results2.events, results3.events]
    }

    func testBoundedBufferReplaysTheLatestElementsThenCompletion() {
        let results = runScenario(.create(bufferSize: 2), ending: .completed(630))
        XCTAssertEqual(results[0], [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(results[1], [.next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(results[2], [.next(900, 6), .next(900, 7), .completed(900)])
    }

    func testUnboundBufferReplaysEverythingThenTheError() {
        let results = runScenario(.createUnbound(), ending: .error(630, TestError()))
        XCTAssertEqual(results[0], [.next(300, 2), .next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(results[1], [
            .next(400, 2), .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .error(630, TestError()),
        ])
        XCTAssertEqual(results[2], [
            .next(900, 2), .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .error(900, TestError()),
        ])
    }

    func testBufferOfOneReplaysOnlyTheLatest() {
        let results = runScenario(.create(bufferSize: 1), ending: .completed(630))
        XCTAssertEqual(results[0], [.next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(results[2], [.next(900, 7), .completed(900)])
    }

    func testBufferOfZeroActsLikeAPublishSubject() {
        let results = runScenario(.create(bufferSize: 0), ending: .completed(630))
        XCTAssertEqual(results[0], [.next(340, 5), .next(410, 6)])
        XCTAssertEqual(results[2], [.completed(900)])
    }

    func testRingBufferKeepsOrderAfterWrappingManyTimes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        for value in 1...10 { subject.onNext(value) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [8, 9, 10])
        subscription.dispose()
    }

    func testNegativeBufferSizeFailsSubscribersWithAClearError() {
        let subject = ReplaySubject<Int>.create(bufferSize: -1)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(RxError.argumentOutOfRange)])
        subscription.dispose()
    }

    func testDisposeReleasesTheBufferAndRejectsSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 5)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(200) { disposables.append(subject.subscribe(early)) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.dispose() }
        scheduler.scheduleAt(350) { subject.onNext(3) }
        scheduler.scheduleAt(400) { disposables.append(subject.subscribe(late)) }
        scheduler.start()
        disposables.forEach { $0.dispose() }

        XCTAssertEqual(early.events, [.next(200, 1), .next(250, 2)])
        XCTAssertEqual(late.events, [.error(400, RxError.disposed(object: "ReplaySubject<Int>"))])
        XCTAssertTrue(subject.isDisposed)
    }

    func testDisposingTheSubscriptionMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(410, 3), .completed(500)])
        let subject = ReplaySubject<Int>.createUnbound()
        var source: Disposable?
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        let res = scheduler.start(disposed: 350) { subject }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        XCTAssertFalse(subject.hasObservers)
        source?.dispose()
    }

    func testDisposingTheSubjectDuringReplayStopsTheReplay() {
        let subject = ReplaySubject<Int>.createUnbound()
        for value in 1...5 { subject.onNext(value) }
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subject.dispose() }
        })
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    /// Issue 14, defect 1: a closure subscriber that is never disposed goes away with the subject.
    func testADroppedClosureSubscriberIsReleasedWithTheSubject() {
        let before = Resources.total
        weak var weakToken: Token?
        do {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            let token = Token()
            weakToken = token
            _ = subject.subscribe(onNext: { _ in _ = token })
        }
        XCTAssertNil(weakToken)
        XCTAssertEqual(Resources.total, before)
    }
}
