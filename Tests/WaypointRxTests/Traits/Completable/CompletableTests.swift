import XCTest
import WaypointRx
import WaypointTesting

final class CompletableTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testCreateCompletesOnceAndIgnoresLaterOutcomes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { completable in
                scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
                    completable(.completed)
                    completable(.error(TestError()))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testCreateError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { completable in
                scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
                    completable(.error(TestError()))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.error(220, TestError())])
    }

    func testEmptyErrorAndNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.never() }.events, [])
    }

    func testAsCompletableIgnoresElementsAndKeepsTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(230, TestError())])
        let failed = failing.start { ys.ignoreElements() }
        XCTAssertEqual(failed.events, [.error(230, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testAsCompletableDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 300) { xs.ignoreElements() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAndThenSingleRunsAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(5, 0), .completed(10)])
        let second = scheduler.createColdObservable([.next(20, "done"), .completed(20)])
        let res = scheduler.start { first.ignoreElements().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.next(230, "done"), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testAndThenCompletableAndObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.empty().andThen(Completable.empty()) }
        XCTAssertEqual(res.events, [.completed(200)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observed = other.start { Completable.empty().andThen(ys.asObservable()) }
        XCTAssertEqual(observed.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testAndThenSkipsTheSecondAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { Completable.error(TestError()).andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenDisposedWhileTheSecondRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Int.self)])
        let second = scheduler.createColdObservable([.next(500, 1), .completed(500)])
        let res = scheduler.start(disposed: 300) { first.ignoreElements().andThen(second.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 300)])
    }

    func testSubscribeWithCallbacks() {
        var log: [String] = []
        let first = Completable.empty().subscribe(
            onCompleted: { log.append("completed") },
            onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") }
        )
        var outcomes: [String] = []
        let second = Completable.error(TestError()).subscribe { event in
            switch event {
            case .completed: outcomes.append("completed")
            case .error(let error): outcomes.append("error \(error is TestError)")
            }
        }
        XCTAssertEqual(log, ["completed", "disposed"])
        XCTAssertEqual(outcomes, ["error true"])
        first.dispose()
        second.dispose()
    }
}
