import XCTest
import WaypointRx
import WaypointTesting

final class CompletableConcurrencyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testValueReturnsOnCompletion() async throws {
        var subscribed = false
        try await Observable<Int>.of(1, 2).do(onSubscribe: { subscribed = true }).ignoreElements().value
        XCTAssertTrue(subscribed)
    }

    func testValueThrowsTheError() async {
        await assertThrows(TestError.self) { try await Completable.error(TestError()).value }
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        await assertCancellingTheAwaitingTaskDisposesTheSubscription { try await $0.ignoreElements().value }
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
        await assertThrows(TestError.self) { try await Completable.create { throw TestError() }.value }
    }

    func testDisposingACreatedCompletableCancelsItsTask() async {
        await assertDisposingCancelsTheTask { operation, delivered in
            Completable.create { await operation() }.subscribe(onCompleted: delivered, onError: { _ in delivered() })
        }
    }

    func testTheCallbackCreateIsStillChosenForAClosureTakingTheObserver() async throws {
        let completable = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        try await completable.value
    }
}
