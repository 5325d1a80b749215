import XCTest
import WaypointRx
import WaypointTesting

final class MapTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testMapTransformsEachElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(240, 3), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(240, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapThrowErrorStopsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(240, 3), .next(250, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { value -> Int in
            if value == 3 { throw TestError() }
            return value
        } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testMapDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2), .completed(600)])
        let res = scheduler.start(disposed: 400) { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    // `map` + `subscribe(onNext:…)` is one subscription object; these pin down that it behaves
    // exactly as a map sink feeding a closure sink.

    func testSubscribingClosuresCallsThemInOrderAndDisposesOnce() {
        var log: [String] = []
        let subscription = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 10", "next 20", "next 30", "completed", "disposed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.count, 5)
    }

    func testSubscribingClosuresAThrowingTransformEndsWithOnErrorThenOnDisposed() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.map { value -> Int in
            if value == 2 { throw TestError() }
            return value
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

    func testSubscribingClosuresDisposedMidStreamStopsAndLeavesTheSource() {
        var log: [String] = []
        var transformed = 0
        let subject = PublishSubject<Int>()
        let subscription = subject.map { value -> Int in
            transformed += 1
            return value + 1
        }.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 2", "disposed"])
        XCTAssertEqual(transformed, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testSubscribingClosuresReportsAnUnhandledErrorToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let subscription = Observable<Int>.error(RxError.noElements).map { $0 + 1 }.subscribe(onNext: { _ in })
        XCTAssertEqual(reported.all, [RxError.noElements.description])
        subscription.dispose()
    }

    func testSubscribingClosuresToASynchronousSourceCanBeStoppedDownstream() {
        var received: [Int] = []
        // `take` after `map`: the map sink feeds `take`, which stops the synchronous source.
        let subscription = Observable.range(start: 1, count: 1_000).map { $0 * 2 }.take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2, 4, 6])
        subscription.dispose()
        var mapped: [Int] = []
        var seen = 0
        // `map` last: its sink calls the closures; the source runs to its end.
        let all = Observable.range(start: 1, count: 5).map { value -> Int in
            seen += 1
            return value * 3
        }.subscribe(onNext: { mapped.append($0) })
        XCTAssertEqual(mapped, [3, 6, 9, 12, 15])
        XCTAssertEqual(seen, 5)
        all.dispose()
    }
}
