import XCTest
import WaypointRx
import WaypointTesting

final class SingleOperatorsTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testJustOnASchedulerAnswersFromAScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(42, scheduler: scheduler) }
        // RxSwift: the Observable form of `Single.just(_:scheduler:)` is `Observable.just(_:scheduler:)`.
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnASchedulerSucceedsAtTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var received: [Recorded<Int>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Single.just(42, scheduler: scheduler).subscribe { event in
                guard case .success(let element) = event else { return XCTFail("unexpected \(event)") }
                received.append(Recorded(time: scheduler.clock, value: element))
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(received, [Recorded(time: 201, value: 42)])
    }

    func testJustOnASchedulerDisposedBeforeTheTickSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Single.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        let later = TestScheduler(initialClock: 0)
        XCTAssertEqual(later.start(disposed: 202) { Single.just(42, scheduler: later) }.events, [.next(201, 42)])
    }

    func testFilterPassingKeepsTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let res = scheduler.start { () -> Maybe<Int> in xs.asSingle().filter { $0 > 3 } }
        XCTAssertEqual(res.events, [.next(210, 4), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFilterFailingCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let res = scheduler.start { xs.asSingle().filter { $0 > 5 } }
        XCTAssertEqual(res.events, [.completed(210)])
    }

    func testFilterThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).filter { _ in throw TestError() } }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Maybe<Int> in Single.just("12").compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(200, 12), .completed(200)])
        let other = TestScheduler(initialClock: 0)
        XCTAssertEqual(other.start { Single.just("x").compactMap { Int($0) } }.events, [.completed(200)])
    }

    func testFlatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.completed(20, String.self)])
        let res = scheduler.start { () -> Maybe<String> in xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.error(20, TestError(), Never.self)])
        let res = scheduler.start { () -> Completable in xs.asSingle().flatMapCompletable { _ in ys.asCompletable() } }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapCompletableSelectorThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).flatMapCompletable { _ in throw TestError() } }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testFlatMapDisposedWhileTheInnerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(100, 2), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().flatMapMaybe { _ in ys.asMaybe() } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
    }

    func testDoRunsTheHandlersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asSingle().do(
                onSuccess: { log.append("onSuccess \($0) @\(scheduler.clock)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose @\(scheduler.clock)") }
            )
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(log, ["onSubscribe @200", "onSubscribed", "onSuccess 1 @210", "afterSuccess 1", "onDispose @210"])
    }

    func testDoOnSuccessThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Single.just(1).do(onSuccess: { _ in throw TestError() }, onError: { _ in log.append("onError") })
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(log, [])
    }

    func testDoOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Single<Int>.error(TestError()).do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(log, ["onError", "afterError"])
    }

    func testZipWaitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(220)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipFailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testZipTuplesOfThreeAndFour() {
        let three = TestScheduler(initialClock: 0)
        let res3 = three.start { Single.zip(Single.just(1), Single.just("b"), Single.just(3)).map { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res3.events, [.next(200, "1b3"), .completed(200)])
        let four = TestScheduler(initialClock: 0)
        let res4 = four.start { Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4)) { $0 + $1 + $2 + $3 } }
        XCTAssertEqual(res4.events, [.next(200, 10), .completed(200)])
    }

    func testZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .completed(220)])
        let summed = TestScheduler(initialClock: 0)
        let sum = summed.start { Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) } }
        XCTAssertEqual(sum.events, [.next(200, 3), .completed(200)])
    }

    func testZipOfAnEmptyCollectionSucceedsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.zip([Single<Int>]()) }.events, [.next(200, []), .completed(200)])
        let counted = TestScheduler(initialClock: 0)
        XCTAssertEqual(counted.start { Single.zip([Single<Int>]()) { $0.count } }.events, [.next(200, 0), .completed(200)])
    }

    func testAsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { () -> Maybe<Int> in Single.just(1).asMaybe() }.events, [.next(200, 1), .completed(200)])
    }
}
