import XCTest
import WaypointRx
import WaypointTesting

final class MaybeOperatorsTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testJustOnASchedulerFollowsObservableJust() {
        let scheduler = TestScheduler(initialClock: 0)
        // RxSwift: the Observable form of `Maybe.just(_:scheduler:)` is `Observable.just(_:scheduler:)`.
        XCTAssertEqual(scheduler.start { Maybe.just(42, scheduler: scheduler) }.events, [.next(201, 42), .completed(202)])
        let early = TestScheduler(initialClock: 0)
        XCTAssertEqual(early.start(disposed: 201) { Maybe.just(42, scheduler: early) }.events, [])
        let later = TestScheduler(initialClock: 0)
        XCTAssertEqual(later.start(disposed: 202) { Maybe.just(42, scheduler: later) }.events, [.next(201, 42)])
    }

    func testJustOnASchedulerSucceedsAtTheFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var received: [Recorded<MaybeEvent<Int>>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Maybe.just(42, scheduler: scheduler).subscribe { received.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(received, [Recorded(time: 201, value: .success(42))])
    }

    func testMapFilterCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().map { $0 * 10 } }.events, [.next(210, 40), .completed(210)])
        let filtered = TestScheduler(initialClock: 0)
        let ys = filtered.createColdObservable([.next(10, 4), .completed(10)])
        XCTAssertEqual(filtered.start { ys.asMaybe().filter { $0 > 5 } }.events, [.completed(210)])
        let compacted = TestScheduler(initialClock: 0)
        let zs = compacted.createColdObservable([.next(10, 4), .completed(10)])
        XCTAssertEqual(compacted.start { zs.asMaybe().compactMap { $0 > 5 ? $0 : nil } }.events, [.completed(210)])
    }

    func testMapThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let res = scheduler.start { xs.asMaybe().map { _ -> Int in throw TestError() } }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFlatMapContinuesWithTheInnerMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(20, "a"), .completed(20)])
        let res = scheduler.start { xs.asMaybe().flatMap { _ in ys.asMaybe() } }
        XCTAssertEqual(res.events, [.next(230, "a"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapOfAnEmptyMaybeCompletesWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start { Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
            calls += 1
            return .just(value)
        } }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(calls, 0)
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let res = scheduler.start { xs.asMaybe().catchAndReturn(7) }
        XCTAssertEqual(res.events, [.next(230, 7), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDoRunsTheHandlersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asMaybe().do(
                onNext: { log.append("onNext \($0) @\(scheduler.clock)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose @\(scheduler.clock)") }
            )
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(log, [
            "onSubscribe @200", "onSubscribed", "onNext 1 @210", "afterNext 1", "onCompleted", "afterCompleted", "onDispose @210",
        ])
    }

    func testDoOnErrorOfAnEmptyOrFailingMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asMaybe().do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(log, ["onError", "afterError"])
    }

    func testZipCombinesBothElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(220)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testZipCompletesEmptyWhenOneSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(220)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()).map { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip([Maybe.just(1), Maybe.just(2), Maybe.just(3)]) }
        XCTAssertEqual(res.events, [.next(200, [1, 2, 3]), .completed(200)])
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Maybe.zip([Maybe<Int>]()) }.events, [.next(200, []), .completed(200)])
    }
}

final class MaybeIfEmptyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testIfEmptyDefaultAnswersWithTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let res = scheduler.start { () -> Single<Int> in xs.asMaybe().ifEmpty(default: 9) }
        XCTAssertEqual(res.events, [.next(230, 9), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testIfEmptyPassesTheElementAndTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().ifEmpty(default: 9) }.events, [.next(210, 1), .completed(210)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.error(220, TestError(), Int.self)])
        XCTAssertEqual(failing.start { ys.asMaybe().ifEmpty(default: 9) }.events, [.error(220, TestError())])
    }

    func testIfEmptySwitchesToASingleOrAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { () -> Single<Int> in xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(res.events, [.next(240, 5), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
        let other = TestScheduler(initialClock: 0)
        let res2 = other.start { () -> Maybe<Int> in Maybe<Int>.empty().ifEmpty(switchTo: Maybe<Int>.empty()) }
        XCTAssertEqual(res2.events, [.completed(200)])
    }

    func testIfEmptyDisposedWhileSwitched() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(100, 5), .completed(100)])
        let res = scheduler.start(disposed: 250) { Maybe<Int>.empty().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

final class TraitSubscribeWithObjectTests: LeakCheckingTestCase {
    final class Owner {
        var log: [String] = []
    }

    func testTheObjectIsPassedAndHeldWeakly() {
        let owner = Owner()
        _ = Single.just(1).subscribe(with: owner, onSuccess: { $0.log.append("success \($1)") }, onDisposed: { $0.log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(with: owner, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("completed") })
        _ = Completable.empty().subscribe(with: owner, onCompleted: { $0.log.append("done") })
        XCTAssertEqual(owner.log, ["success 1", "disposed", "completed", "done"])
        let subject = PublishSubject<Int>()
        var dropped: Owner? = Owner()
        weak let weakOwner = dropped
        let subscription = subject.asSingle().subscribe(with: dropped!, onSuccess: { $0.log.append("late \($1)") })
        dropped = nil
        XCTAssertNil(weakOwner)
        subject.on(.next(1))
        subject.on(.completed)
        subscription.dispose()
    }
}
