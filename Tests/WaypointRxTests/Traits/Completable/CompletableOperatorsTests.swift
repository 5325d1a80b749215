import XCTest
import WaypointRx
import WaypointTesting

final class CompletableOperatorsTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testAndThenAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { () -> Maybe<Int> in xs.asCompletable().andThen(ys.asMaybe()) }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testAndThenAMaybeSkippedOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { Completable.error(TestError()).andThen(ys.asMaybe()) }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatRunsOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.concat(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testConcatStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { xs.asCompletable().concat(ys.asCompletable()) }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.concat([Completable]()) }.events, [.completed(200)])
    }

    func testZipRunsAllAtOnceAndCompletesWhenAllCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipFailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Never.self)])
        let ys = scheduler.createColdObservable([.completed(20, Never.self)])
        let res = scheduler.start { Completable.zip([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZipOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.zip([Completable]()) }.events, [.completed(200)])
    }

    func testDoRunsTheHandlersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asCompletable().do(
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted @\(scheduler.clock)") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose @\(scheduler.clock)") }
            )
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(log, ["onSubscribe @200", "onSubscribed", "onCompleted @210", "afterCompleted", "onDispose @210"])
    }

    func testDoOnErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Completable.error(TestError()).do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(log, ["onError", "afterError"])
        let disposing = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        _ = disposing.start(disposed: 300) { Completable.never().do(onDispose: { disposedAt.append(disposing.clock) }) }
        XCTAssertEqual(disposedAt, [300])
    }

    func testAsCompletableOnlyOnAnObservableWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self)])
        let completable: Completable = xs.asCompletable()
        XCTAssertEqual(scheduler.start { completable }.events, [.completed(250)])
    }
}
