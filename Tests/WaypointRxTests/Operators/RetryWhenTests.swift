import XCTest
import WaypointRx
import WaypointTesting

final class RetryWhenTests: LeakCheckingTestCase {
    struct TestError: Error {}
    struct OtherError: Error {}
    let values = ["a": 1, "b": 2]

    /// A notification handler that asks for `retries` retries, then sends `terminal`.
    private func retrying(_ retries: Int, then terminal: Event<Void>) -> (Observable<Swift.Error>) -> Observable<Void> {
        { errors in
            Observable.create { observer in
                var count = 0
                return errors.subscribe { event in
                    switch event {
                    case .next:
                        count += 1
                        if count <= retries { observer.onNext(()) } else { observer.on(terminal) }
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            }
        }
    }

    func testNotifierCompletionCompletesTheResult() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-#", values: values)
        let res = scheduler.start { xs.retry(when: self.retrying(2, then: .completed)) }
        XCTAssertMarbles(res, "-a--a--a-|", values: values)
        XCTAssertSubscriptions(xs, "^--!", "---^--!", "------^--!")
    }

    func testNotifierErrorFailsTheResult() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-#", values: values)
        let res = scheduler.start { xs.retry(when: self.retrying(1, then: .error(TestError()))) }
        XCTAssertMarbles(res, "-a--a-#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^--!", "---^--!")
    }

    func testRetriesAfterADelayedNotification() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-#", values: values)
        let res = scheduler.start {
            xs.retry(when: { errors in self.retrying(1, then: .completed)(errors).delay(.seconds(20), scheduler: scheduler) })
        }
        XCTAssertMarbles(res, "-a----a---|", values: values)
        XCTAssertSubscriptions(xs, "^--!", "-----^--!")
    }

    func testSourceCompletionAfterARetryCompletesTheResult() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let first = try scheduler.createColdObservable("-a#", values: values)
        let second = try scheduler.createColdObservable("-b|", values: values)
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            return (attempts == 1 ? first : second).subscribe(observer)
        }
        let res = scheduler.start { source.retry(when: { errors in errors.map { _ in () } }) }
        XCTAssertMarbles(res, "-a-b|", values: values)
        XCTAssertSubscriptions(first, "^-!")
        XCTAssertSubscriptions(second, "--^-!")
    }

    func testNotifierElementsWhileTheSourceRunsAreIgnored() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a--#", values: values)
        let trigger = try scheduler.createHotObservable("-x-x--x-----", values: ["x": "x"])
        let res = scheduler.start(disposed: 320) { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(270, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 300)])
    }

    func testNotifierThatCompletedWhileTheSourceRanEndsItAtTheNextError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a---#", values: values)
        let trigger: TestableObservable<String> = try scheduler.createHotObservable("---|")
        let res = scheduler.start { xs.retry(when: { _ in trigger }) }
        XCTAssertMarbles(res, "-a---|", values: values)
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testTypedNotifierSeesOnlyItsErrorType() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let first = try scheduler.createColdObservable("-a#", values: values, errors: ["#": TestError()])
        let second = try scheduler.createColdObservable("-b#", values: values, errors: ["#": OtherError()])
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            return (attempts == 1 ? first : second).subscribe(observer)
        }
        var seen: [String] = []
        let res = scheduler.start {
            source.retry(when: { (errors: Observable<TestError>) in errors.map { seen.append("\($0)") } })
        }
        XCTAssertMarbles(res, "-a-b#", values: values, errors: ["#": OtherError()])
        XCTAssertEqual(seen, ["TestError()"])
    }

    func testDisposalWhileWaitingForTheNotifier() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-#", values: values)
        let res = scheduler.start(disposed: 240) {
            xs.retry(when: { errors in errors.map { _ in () }.delay(.seconds(20), scheduler: scheduler) })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSynchronousRetriesLoopInsteadOfRecursing() {
        var attempts = 0
        let failing = Observable<Int>.create { observer in
            attempts += 1
            observer.onError(TestError())
            return Disposables.create()
        }
        var completed = false
        let subscription = failing.retry(when: retrying(50_000, then: .completed)).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        XCTAssertEqual(attempts, 50_001)
        subscription.dispose()
    }
}
