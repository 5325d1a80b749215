import XCTest
import WaypointRx
import WaypointTesting

/// Issue 29, defect 2: `asObservable()` of an `ObservableType` that is not an `Observable` (a
/// test observable, a type of the app's own) enforces the Rx grammar, as RxSwift's does: nothing
/// passes after a terminal event, and the source is unsubscribed at the terminal event.
final class ObservableTypeTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// An `ObservableType` of the app's own that breaks the grammar: it sends `events` at once,
    /// whatever they are, and counts the disposals of its subscriptions.
    // @unchecked: used on one thread by these tests only.
    final class Unruly: ObservableType, @unchecked Sendable {
        typealias Element = Int
        let events: [Event<Int>]
        var disposals = 0

        init(_ events: [Event<Int>]) { self.events = events }

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            for event in events { observer.on(event) }
            return Disposables.create { self.disposals += 1 }
        }
    }

    func testAsCompletableOfATestObservableStopsAtTheFirstTerminalEventAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self), .error(260, TestError(), Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsObservableOfATestObservableDropsEventsAfterTheErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2), .completed(240)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// `start` subscribes through `asObservable()`, as RxTest's does: a cold observable's
    /// subscription ends at its completion.
    func testStartingATestObservableEndsItsSubscriptionAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20), .next(30, 2)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsObservableOfACustomTypeDropsEventsAfterATerminalEventAndDisposesItOnce() {
        let source = Unruly([.next(1), .completed, .next(2), .error(TestError()), .completed])
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.asObservable().subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(source.disposals, 1, "unsubscribed at the terminal event")
        subscription.dispose()
        XCTAssertEqual(source.disposals, 1, "disposal is idempotent")
    }

    func testSubscribingAClosureToACustomTypeGoesThroughTheGrammar() {
        let source = Unruly([.next(1), .error(TestError()), .next(2)])
        var log: [String] = []
        let subscription = source.subscribe { event in log.append("\(event)") }
        XCTAssertEqual(log.count, 2)
        XCTAssertEqual(source.disposals, 1)
        subscription.dispose()
    }

    func testOperatorsOnACustomTypeSeeTheGrammar() {
        let source = Unruly([.next(1), .completed, .next(2)])
        var elements: [Int] = []
        var completions = 0
        _ = source.map { $0 * 10 }.subscribe(onNext: { elements.append($0) }, onCompleted: { completions += 1 })
        XCTAssertEqual(elements, [10])
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(source.disposals, 1)
    }

    /// Our own observables are returned as they are: they obey the grammar already, and the
    /// wrapper would cost an object per subscription.
    func testAsObservableOfAnObservableIsItself() {
        let observable = Observable.just(1)
        XCTAssertTrue(observable.asObservable() === observable)
        let subject = PublishSubject<Int>()
        XCTAssertTrue(subject.asObservable() === subject)
    }
}
