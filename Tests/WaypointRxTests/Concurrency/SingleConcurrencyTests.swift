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
        await assertThrows(TestError.self) { try await Single<Int>.error(TestError()).value }
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
        await assertCancellingTheAwaitingTaskDisposesTheSubscription { try await $0.asSingle().value }
    }

    func testCreateAnswersWithTheOperationsResult() async throws {
        let value = try await Single<Int>.create { 6 * 7 }.value
        XCTAssertEqual(value, 42)
    }

    func testCreateFailsWithTheOperationsError() async {
        await assertThrows(TestError.self) { try await Single<Int>.create { throw TestError() }.value }
    }

    func testCreateDeliversSuccessThenCompletedToAnObserver() async {
        let events = await recordUntilTerminal(Single<Int>.create { 1 }.asObservable())
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testDisposingACreatedSingleCancelsItsTask() async {
        await assertDisposingCancelsTheTask { operation, delivered in
            Single<Int>.create {
                await operation()
                // Ignores the cancellation and answers anyway: the answer must not be delivered.
                return 1
            }.subscribe(onSuccess: { _ in delivered() }, onFailure: { _ in delivered() })
        }
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
