import XCTest
import WaypointRx
import WaypointTesting

final class BehaviorSubjectTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testSubscribersGetTheCurrentValueThenEveryNewOneAndLateOnesTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .completed(650), .error(660, TestError()),
        ])
        var subject: BehaviorSubject<Int>!
        var source: Disposable!
        var subscriptions: [Disposable] = []
        let results1 = scheduler.createObserver(Int.self)
        let results2 = scheduler.createObserver(Int.self)
        let results3 = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100); source = xs.subscribe(subject) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results1)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results2)) }
        scheduler.scheduleAt(500) { subscriptions[0].dispose() }
        scheduler.scheduleAt(900) { subscriptions.append(subject.subscribe(results3)) }
        scheduler.scheduleAt(1000) { source.dispose(); subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(results1.events, [.next(300, 4), .next(340, 5), .next(410, 6)])
        XCTAssertEqual(results2.events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(results3.events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 1000)])
    }

    func testASubscriberBeforeAnyValueGetsTheInitialOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let subject = BehaviorSubject(value: 0)
        var source: Disposable?
        scheduler.scheduleAt(150) { source = xs.subscribe(subject) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 0), .next(250, 1), .completed(300)])
        source?.dispose()
    }

    func testErrorReachesObserversLateSubscribersAndValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(400, TestError()), .next(410, 3)])
        let subject = BehaviorSubject(value: 0)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        var valueBeforeError: Int?
        var errorFromValue: Error?
        scheduler.scheduleAt(100) { disposables.append(xs.subscribe(subject)) }
        scheduler.scheduleAt(300) {
            disposables.append(subject.subscribe(early))
            valueBeforeError = try? subject.value()
        }
        scheduler.scheduleAt(500) {
            disposables.append(subject.subscribe(late))
            do { _ = try subject.value() } catch { errorFromValue = error }
        }
        scheduler.scheduleAt(1000) { disposables.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(300, 1), .error(400, TestError())])
        XCTAssertEqual(late.events, [.error(500, TestError())])
        XCTAssertEqual(valueBeforeError, 1)
        XCTAssertTrue(errorFromValue is TestError)
    }

    func testValueFollowsNextAndSurvivesCompletion() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onCompleted()
        subject.onNext("c")
        XCTAssertEqual(try subject.value(), "b")
    }

    func testDisposeMakesValueThrowAndRejectsSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var disposables: [Disposable] = []
        scheduler.scheduleAt(200) { disposables.append(subject.subscribe(early)) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.dispose() }
        scheduler.scheduleAt(350) { subject.onNext(3) }
        scheduler.scheduleAt(400) { disposables.append(subject.subscribe(late)) }
        scheduler.start()
        disposables.forEach { $0.dispose() }

        let disposedError = RxError.disposed(object: "BehaviorSubject<Int>")
        XCTAssertEqual(early.events, [.next(200, 1), .next(250, 2)])
        XCTAssertEqual(late.events, [.error(400, disposedError)])
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(String(describing: error), disposedError.description)
        }
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingTheSubscriptionMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 2), .next(410, 3), .completed(500)])
        let subject = BehaviorSubject(value: 0)
        var source: Disposable?
        scheduler.scheduleAt(100) { source = xs.subscribe(subject) }
        scheduler.scheduleAt(450) { source?.dispose() }
        let res = scheduler.start(disposed: 350) { subject }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .next(310, 2)])
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(try subject.value(), 3)
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 450)])
    }

    func testSubscribingFromInsideAnObserverGetsTheCurrentValueBeforeLaterOnes() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            log.append("outer\(value)")
            if value == 1 {
                inner = subject.subscribe(onNext: { log.append("inner\($0)") })
                subject.onNext(2)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(log, ["outer0", "outer1", "inner1", "outer2", "inner2"])
        outer.dispose()
        inner?.dispose()
    }

    func testAsObserverIsTheSubject() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertTrue(subject.asObserver() === subject)
    }
}
