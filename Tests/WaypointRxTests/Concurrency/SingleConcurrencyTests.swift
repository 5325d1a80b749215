import XCTest
import WaypointRx
import WaypointTesting

final class SingleConcurrencyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testValueIsTheElement() async throws {
        let value = try await Single.just(5).value
        XCTAssertEqual(value, 5)
    }

    func testValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is TestError, "\(error)")
        }
    }

    func testValueOfAnEmptySequenceThrowsNoElements() async {
        do {
            _ = try await Observable<Int>.empty().asSingle().value
            XCTFail("must throw")
        } catch {
            XCTAssertEqual(String(describing: error), RxError.noElements.description)
        }
    }

    func testValueDisposesTheSubscriptionOnceAnswered() async throws {
        let subject = PublishSubject<Int>()
        let subscribed = expectation(description: "subscribed")
        let single = subject.do(onSubscribed: { subscribed.fulfill() }).take(1).asSingle()
        let waiter = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 5)
        subject.on(.next(3))
        let value = try await waiter.value
        XCTAssertEqual(value, 3)
        XCTAssertFalse(subject.hasObservers)
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let single = Observable<Int>.never().do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() }).asSingle()
        let waiter = Task { try await single.value }
        await fulfillment(of: [subscribed], timeout: 5)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        do {
            _ = try await waiter.value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testCreateAnswersWithTheOperationsResult() async throws {
        let value = try await Single<Int>.create { 6 * 7 }.value
        XCTAssertEqual(value, 42)
    }

    func testCreateFailsWithTheOperationsError() async {
        do {
            _ = try await Single<Int>.create { throw TestError() }.value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is TestError, "\(error)")
        }
    }

    func testCreateDeliversSuccessThenCompletedToAnObserver() async {
        let events = Locked<[Event<Int>]>([])
        let ended = expectation(description: "completed")
        let subscription = Single<Int>.create { 1 }.asObservable().subscribe { event in
            events.withLock { $0.append(event) }
            if event.isStopEvent { ended.fulfill() }
        }
        await fulfillment(of: [ended], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(events.withLock { $0 }, [.next(1), .completed])
    }

    func testDisposingACreatedSingleCancelsItsTask() async {
        let before = Resources.total
        let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
        let started = expectation(description: "operation started")
        let cancelled = expectation(description: "operation cancelled")
        gateContinuation.onTermination = { reason in
            if case .cancelled = reason { cancelled.fulfill() }
        }
        let answered = Locked(false)
        let single = Single<Int>.create {
            started.fulfill()
            for await _ in gate {}
            // Ignores the cancellation and answers anyway: the answer must not be delivered.
            return 1
        }
        var subscription: Disposable? = single.subscribe(onSuccess: { _ in answered.withLock { $0 = true } }, onFailure: { _ in answered.withLock { $0 = true } })
        await fulfillment(of: [started], timeout: 5)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(Resources.total, before)
        await fulfillment(of: [cancelled], timeout: 5)
        XCTAssertFalse(answered.withLock { $0 })
    }

    func testTheCallbackCreateIsStillChosenForAClosureTakingTheObserver() async throws {
        let single = Single<Int>.create { observer in
            observer(.success(9))
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 9)
    }
}
