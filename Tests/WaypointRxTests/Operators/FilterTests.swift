import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class FilterTests: LeakCheckingTestCase {
    func testFilterPassesMatchingElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(220, TestError()), .next(230, 4)])
        let res = scheduler.start { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingPredicateFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start {
            xs.filter { value -> Bool in
                if value == 3 { throw TestError() }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testFilterDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 4), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // `filter` followed by `subscribe(onNext:…)` is one sink that tests and calls the closures;
    // it must behave exactly as a filter sink feeding a closure sink.

    func testSubscribingClosuresCallsThemForPassingElementsInOrderAndDisposesOnce() {
        var log: [String] = []
        let subscription = Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 2", "next 4", "completed", "disposed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.count, 4)
    }

    func testSubscribingClosuresAThrowingPredicateEndsWithOnErrorThenOnDisposed() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.filter { value -> Bool in
            if value == 2 { throw TestError() }
            return true
        }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0 is TestError)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "error true", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingClosuresAnErrorFromTheSourceEndsWithOnErrorThenOnDisposed() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.filter { $0 > 1 }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0 is TestError)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError())
        subject.onNext(3)
        XCTAssertEqual(log, ["next 2", "error true", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testSubscribingClosuresDisposedMidStreamStopsAndLeavesTheSource() {
        var log: [String] = []
        var tested = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.filter { _ in
            tested += 1
            return true
        }.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertEqual(tested, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingClosuresAnElementPassingAfterTheSubscriptionStoppedIsDropped() {
        // The subscription is disposed from inside the predicate: the element that passes is
        // dropped, as a closure sink behind a filter sink drops it.
        var log: [String] = []
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.filter { value in
            if value == 2 { subscription?.dispose() }
            return true
        }.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        // The predicate holds the subscription it disposes: let go of it.
        subscription = nil
    }

    func testSubscribingClosuresReportsAnUnhandledErrorToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let subscription = Observable<Int>.error(RxError.noElements).filter { _ in true }.subscribe(onNext: { _ in })
        XCTAssertEqual(reported.all, [RxError.noElements.description])
        subscription.dispose()
    }

    func testSubscribingClosuresToASynchronousSourceCanBeStoppedDownstream() {
        var received: [Int] = []
        // `take` after `filter`: the filter sink feeds `take`, which stops the synchronous source.
        let first = Observable.from(Array(1...1_000)).filter { $0 % 3 == 0 }.take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 6, 9])
        first.dispose()
        var passed: [Int] = []
        var seen = 0
        // `filter` last: its sink calls the closures; the source runs to its end.
        let all = Observable.from(Array(1...10)).map { $0 + 1 }.filter { value in
            seen += 1
            return value % 2 == 0
        }.subscribe(onNext: { passed.append($0) })
        XCTAssertEqual(passed, [2, 4, 6, 8, 10])
        XCTAssertEqual(seen, 10)
        all.dispose()
    }
}
