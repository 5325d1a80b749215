import Dispatch
import XCTest
import WaypointRx
import WaypointTesting

final class SingleTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testCreateSuccessSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = Locked<[Int]>([])
        let res = scheduler.start {
            Single<Int>.create { single in
                let item = scheduler.scheduleRelativeVirtual((), dueTime: 30) { _ in
                    single(.success(1))
                    single(.success(2))
                    single(.failure(TestError()))
                    return Disposables.create()
                }
                return Disposables.create { [item] in
                    item.dispose()
                    disposed.withLock { $0.append(scheduler.clock) }
                }
            }
        }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(disposed.withLock { $0 }, [230])
    }

    func testCreateFailureSendsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { single in
                scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
                    single(.failure(TestError()))
                    single(.success(1))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.error(250, TestError())])
    }

    func testDisposingBeforeTheResultCancelsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Locked<Int?>(nil)
        let res = scheduler.start(disposed: 240) {
            Single<Int>.create { single in
                let item = scheduler.scheduleRelativeVirtual((), dueTime: 100) { _ in
                    single(.success(1))
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

    func testJustAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(5) }.events, [.next(200, 5), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(failing.start { Single<Int>.error(TestError()) }.events, [.error(200, TestError())])
    }

    func testAsSingleEmitsTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsWithNoElementsOnAnEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsAsSoonAsASecondElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let res = scheduler.start { xs.asSingle() }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAsSingleDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let res = scheduler.start(disposed: 300) { xs.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapTransformsTheElementAndAThrowFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 2), .completed(10)])
        let res = scheduler.start { xs.asSingle().map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .completed(210)])

        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createColdObservable([.next(10, 2), .completed(10)])
        let failed = throwing.start { ys.asSingle().map { _ -> Int in throw TestError() } }
        XCTAssertEqual(failed.events, [.error(210, TestError())])
    }

    func testFlatMapContinuesWithTheSelectedSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(30, "one"), .completed(30)])
        let res = scheduler.start { xs.asSingle().flatMap { value -> Single<String> in
            XCTAssertEqual(value, 1)
            return ys.asSingle()
        } }
        XCTAssertEqual(res.events, [.next(250, "one"), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testFlatMapFailuresAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let failed = scheduler.start { xs.asSingle().flatMap { _ -> Single<Int> in throw TestError() } }
        XCTAssertEqual(failed.events, [.error(210, TestError())])

        let other = TestScheduler(initialClock: 0)
        let source = other.createColdObservable([.next(10, 1), .completed(10)])
        let inner = other.createColdObservable([.next(500, 2), .completed(500)])
        let disposed = other.start(disposed: 300) { source.asSingle().flatMap { _ in inner.asSingle() } }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 300)])
    }

    func testSubscribeWithCallbacks() {
        var log: [String] = []
        let first = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") }
        )
        let second = Single<Int>.error(TestError()).subscribe(
            onSuccess: { _ in log.append("success") },
            onFailure: { log.append("failure \($0 is TestError)") },
            onDisposed: { log.append("disposed") }
        )
        var results: [String] = []
        let third = Single.just(2).subscribe { result in
            switch result {
            case .success(let value): results.append("success \(value)")
            case .failure: results.append("failure")
            }
        }
        XCTAssertEqual(log, ["success 1", "disposed", "failure true", "disposed"])
        XCTAssertEqual(results, ["success 2"])
        first.dispose()
        second.dispose()
        third.dispose()
    }

    func testAsCompletableIgnoresTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).asCompletable() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testTheObserverCanBeCalledFromAnotherThread() {
        let done = expectation(description: "success")
        let subscription = Single<Int>.create { single in
            DispatchQueue.global().async { single(.success(7)) }
            return Disposables.create()
        }.subscribe(onSuccess: { value in
            XCTAssertEqual(value, 7)
            done.fulfill()
        })
        wait(for: [done], timeout: 5)
        subscription.dispose()
    }
}
