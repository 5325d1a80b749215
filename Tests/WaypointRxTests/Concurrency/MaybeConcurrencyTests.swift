import XCTest
import WaypointRx
import WaypointTesting

final class MaybeConcurrencyTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testValueIsTheElement() async throws {
        let value = try await Maybe.just(5).value
        XCTAssertEqual(value, 5)
    }

    func testValueOfAnEmptyMaybeIsNil() async throws {
        let value = try await Maybe<Int>.empty().value
        XCTAssertNil(value)
    }

    func testValueThrowsTheError() async {
        await assertThrows(TestError.self) { try await Maybe<Int>.error(TestError()).value }
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        await assertCancellingTheAwaitingTaskDisposesTheSubscription { try await $0.asMaybe().value }
    }

    func testCreateWithAnOperationSucceedsWithItsResult() async throws {
        let value = try await Maybe<Int>.create { 7 }.value
        XCTAssertEqual(value, 7)
    }

    func testCreateWithAnOperationReturningNilCompletesEmpty() async throws {
        let value = try await Maybe<Int>.create { nil }.value
        XCTAssertNil(value)
    }

    func testCreateWithAThrowingOperationFails() async {
        await assertThrows(TestError.self) { try await Maybe<Int>.create { throw TestError() }.value }
    }
}
