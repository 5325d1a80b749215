import XCTest
import WaypointRx
import WaypointTesting

final class RetryTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testRetryCountIsTheNumberOfAttemptsInAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryOneNeverRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryNegativeCountFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(-1) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRetryStopsRetryingOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryForeverResubscribesUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError())])
        let res = scheduler.start(disposed: 320) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1), .next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 300), Subscription(300, 320)])
    }

    func testRetryForeverCompletesWhenAnAttemptSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            if attempt < 3 {
                observer.onError(TestError())
            } else {
                observer.onNext(attempt)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let res = scheduler.start { source.retry() }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
        XCTAssertEqual(attempt, 3)
    }

    func testRetryDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .error(50, TestError())])
        let res = scheduler.start(disposed: 270) { xs.retry(5) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .next(260, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(250, 270)])
    }

    func testRetryOfASynchronouslyFailingSourceDoesNotGrowTheStack() {
        let failures = 100_000
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            if attempt <= failures {
                observer.onError(TestError())
            } else {
                observer.onNext(attempt)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [failures + 1])
        XCTAssertTrue(completed)
    }

    func testRetryOfEndlessSynchronousFailuresStopsWhenDownstreamStops() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            observer.onError(TestError())
            return Disposables.create()
        }
        var received: [Int] = []
        _ = source.retry()
            .take(until: { $0 == 3 }, behavior: .inclusive)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(attempts, 3)
    }
}
