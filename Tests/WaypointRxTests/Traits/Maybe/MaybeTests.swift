import XCTest
import WaypointRx
import WaypointTesting

final class MaybeTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testCreateSuccessSendsTheElementThenCompletesAndIgnoresTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Locked<[Int]>([])
        let res = scheduler.start {
            Maybe<Int>.create { maybe in
                let item = scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
                    maybe(.success(1))
                    maybe(.completed)
                    maybe(.error(TestError()))
                    return Disposables.create()
                }
                return Disposables.create { [item] in
                    item.dispose()
                    disposedAt.withLock { $0.append(scheduler.clock) }
                }
            }
        }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(disposedAt.withLock { $0 }, [230])
    }

    func testCreateCompletedEndsWithoutAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.create { maybe in
                scheduler.scheduleRelativeVirtual((), dueTime: 40) { _ in
                    maybe(.completed)
                    maybe(.success(1))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.completed(240)])
    }

    func testCreateErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.create { maybe in
                scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
                    maybe(.error(TestError()))
                    maybe(.completed)
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.error(250, TestError())])
    }

    func testDisposingBeforeTheOutcomeCancelsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Locked<Int?>(nil)
        let res = scheduler.start(disposed: 240) {
            Maybe<Int>.create { maybe in
                let item = scheduler.scheduleRelativeVirtual((), dueTime: 100) { _ in
                    maybe(.success(1))
                    return Disposables.create()
                }
                return Disposables.create { [item] in
                    item.dispose()
                    disposedAt.withLock { $0 = scheduler.clock }
                }
            }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt.withLock { $0 }, 240)
    }

    func testJustEmptyErrorNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(5) }.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.error(TestError()) }.events, [.error(200, TestError())])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events, [])
    }

    func testSubscribeWithClosuresCallsExactlyOneOutcomeHandler() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        _ = Maybe<Int>.error(TestError()).subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed", "error", "disposed"])
    }

    func testSubscribeWithAnEventClosureReceivesOneEvent() {
        var log: [String] = []
        for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError())] {
            _ = maybe.subscribe { event in
                switch event {
                case .success(let element): log.append("success \(element)")
                case .error: log.append("error")
                case .completed: log.append("completed")
                }
            }
        }
        XCTAssertEqual(log, ["success 1", "completed", "error"])
    }

    func testAsMaybePassesTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeOfAnEmptySourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeFailsAtTheSecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybePassesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.start { xs.asMaybe() }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsMaybeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.asMaybe() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAsCompletableDropsTheElement() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Maybe.just(1).asCompletable() }.events, [.completed(200)])
    }
}
