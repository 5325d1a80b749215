import XCTest
import WaypointRx
import WaypointTesting

/// `map` followed by `filter` and `subscribe(onNext:…)` is one sink that transforms, tests and
/// calls the closures; it must behave exactly as a map sink feeding a filter sink feeding a
/// closure sink.
final class MapFilterFusionTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// What the closures of a subscription were called with, in order.
    final class Log {
        var entries: [String] = []
    }

    func testCallsTheClosuresForPassingResultsInOrderAndDisposesOnce() {
        let log = Log()
        var transformed: [Int] = []
        let subscription = Observable.of(1, 2, 3, 4).map { value -> Int in
            transformed.append(value)
            return value * 10
        }.filter { $0 % 20 == 0 }.subscribe(logging: log)
        XCTAssertEqual(log.entries, ["next 20", "next 40", "completed", "disposed"])
        XCTAssertEqual(transformed, [1, 2, 3, 4])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4)
    }

    func testAThrowingTransformEndsWithOnErrorThenOnDisposedWithoutTesting() {
        let log = Log()
        var tested: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
        }.filter { value in
            tested.append(value)
            return true
        }.subscribe(logging: log)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log.entries, ["next 1", "error true", "disposed"])
        XCTAssertEqual(tested, [1])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testAThrowingPredicateEndsWithOnErrorThenOnDisposed() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 + 1 }.filter { value -> Bool in
            if value == 3 { throw TestError() }
            return true
        }.subscribe(logging: log)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log.entries, ["next 2", "error true", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testAnErrorFromTheSourceEndsWithOnErrorThenOnDisposed() {
        let log = Log()
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(logging: log)
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError())
        subject.onNext(3)
        XCTAssertEqual(log.entries, ["next 4", "error true", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testDisposedMidStreamStopsAndLeavesTheSource() {
        let log = Log()
        var transformed = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.map { value -> Int in
            transformed += 1
            return value
        }.filter { _ in true }.subscribe(logging: log)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
        XCTAssertEqual(transformed, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testAResultAfterTheSubscriptionStoppedInTheTransformIsNotTested() {
        // Disposed from inside the transform: the result is dropped before the predicate, as a
        // map sink drops it before forwarding to a filter sink.
        let log = Log()
        var tested: [Int] = []
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.map { value -> Int in
            if value == 2 { subscription?.dispose() }
            return value
        }.filter { value in
            tested.append(value)
            return true
        }.subscribe(logging: log)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
        XCTAssertEqual(tested, [1])
        XCTAssertFalse(subject.hasObservers)
        // The transform holds the subscription it disposes: let go of it.
        subscription = nil
    }

    func testAPassingResultAfterTheSubscriptionStoppedInThePredicateIsDropped() {
        let log = Log()
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.map { $0 }.filter { value in
            if value == 2 { subscription?.dispose() }
            return true
        }.subscribe(logging: log)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log.entries, ["next 1", "disposed"])
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }

    func testReportsAnUnhandledErrorToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let subscription = Observable<Int>.error(RxError.noElements).map { $0 }.filter { _ in true }.subscribe(onNext: { _ in })
        XCTAssertEqual(reported.all, [RxError.noElements.description])
        subscription.dispose()
    }

    /// Shapes that are not folded (two filters, an observer instead of closures) and a map
    /// before the folded pair give the same results.
    func testOtherShapesAroundTheFoldedPair() {
        var twice: [Int] = []
        let first = Observable.from(Array(1...12)).map { $0 * 2 }.filter { $0 % 3 == 0 }.filter { $0 % 4 == 0 }
            .subscribe(onNext: { twice.append($0) })
        XCTAssertEqual(twice, [12, 24])
        first.dispose()
        var observed: [Event<Int>] = []
        let second = Observable.from(Array(1...5)).map { $0 + 1 }.filter { $0 % 2 == 0 }
            .subscribe(AnyObserver { observed.append($0) })
        XCTAssertEqual(observed.compactMap(\.element), [2, 4, 6])
        XCTAssertEqual(observed.last?.isCompleted, true)
        second.dispose()
        var chained: [String] = []
        let third = Observable.from(Array(1...4)).map { $0 * 3 }.map { "v\($0)" }.filter { $0 != "v6" }
            .subscribe(onNext: { chained.append($0) })
        XCTAssertEqual(chained, ["v3", "v9", "v12"])
        third.dispose()
    }

    func testTheFoldedChainIsOneSubscriptionObject() {
        let subject = PublishSubject<Int>()
        func liveResources(_ subscribe: () -> Disposable) -> Int {
            let before = Resources.total
            let subscription = subscribe()
            defer { subscription.dispose() }
            return Resources.total - before
        }
        XCTAssertEqual(liveResources { subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in }) }, 2,
                       "one sink, and the subject's registration")
        XCTAssertEqual(liveResources { subject.filter { $0 > 0 }.filter { $0 > 1 }.subscribe(onNext: { _ in }) }, 3,
                       "two sinks, and the subject's registration")
    }

    func testASynchronousSourceCanBeStoppedDownstream() {
        var received: [Int] = []
        let subscription = Observable.from(Array(1...1_000)).map { $0 * 2 }.filter { $0 % 3 == 0 }.take(2)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [6, 12])
        subscription.dispose()
    }
}

private extension ObservableType where Element == Int {
    /// Subscribes closures that write each call into `log`.
    func subscribe(logging log: MapFilterFusionTests.Log) -> Disposable {
        subscribe(
            onNext: { log.entries.append("next \($0)") },
            onError: { log.entries.append("error \($0 is MapFilterFusionTests.TestError)") },
            onCompleted: { log.entries.append("completed") },
            onDisposed: { log.entries.append("disposed") }
        )
    }
}
