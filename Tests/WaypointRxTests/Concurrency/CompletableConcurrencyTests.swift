import XCTest
import WaypointRx
import WaypointTesting

final class CompletableConcurrencyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testValueReturnsOnCompletion() async throws {
        var subscribed = false
        try await Observable<Int>.of(1, 2).do(onSubscribe: { subscribed = true }).asCompletable().value
        XCTAssertTrue(subscribed)
    }

    func testValueThrowsTheError() async {
        do {
            try await Completable.error(TestError()).value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is TestError, "\(error)")
        }
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let completable = Observable<Int>.never().do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() }).asCompletable()
        let waiter = Task { try await completable.value }
        await fulfillment(of: [subscribed], timeout: 5)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        do {
            try await waiter.value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testCreateCompletesWhenTheOperationReturns() async throws {
        let ran = Locked(0)
        let completable = Completable.create { ran.withLock { $0 += 1 } }
        XCTAssertEqual(ran.withLock { $0 }, 0, "nothing runs before subscription")
        try await completable.value
        try await completable.value
        XCTAssertEqual(ran.withLock { $0 }, 2, "each subscription runs the operation")
    }

    func testCreateFailsWithTheOperationsError() async {
        do {
            try await Completable.create { throw TestError() }.value
            XCTFail("must throw")
        } catch {
            XCTAssertTrue(error is TestError, "\(error)")
        }
    }

    func testDisposingACreatedCompletableCancelsItsTask() async {
        let before = Resources.total
        let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
        let started = expectation(description: "operation started")
        let cancelled = expectation(description: "operation cancelled")
        gateContinuation.onTermination = { reason in
            if case .cancelled = reason { cancelled.fulfill() }
        }
        let ended = Locked(false)
        let completable = Completable.create {
            started.fulfill()
            for await _ in gate {}
        }
        var subscription: Disposable? = completable.subscribe(onCompleted: { ended.withLock { $0 = true } }, onError: { _ in ended.withLock { $0 = true } })
        await fulfillment(of: [started], timeout: 5)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(Resources.total, before)
        await fulfillment(of: [cancelled], timeout: 5)
        XCTAssertFalse(ended.withLock { $0 })
    }

    func testTheCallbackCreateIsStillChosenForAClosureTakingTheObserver() async throws {
        let completable = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        try await completable.value
    }
}
