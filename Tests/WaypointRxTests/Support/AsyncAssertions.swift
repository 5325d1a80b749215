import XCTest
import WaypointRx

/// Awaits `body` and checks that it throws an error of type `expected`.
func assertThrows<Expected: Error, Value>(
    _ expected: Expected.Type,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () async throws -> Value
) async {
    do {
        _ = try await body()
        XCTFail("must throw", file: file, line: line)
    } catch {
        XCTAssertTrue(error is Expected, "\(error)", file: file, line: line)
    }
}

extension XCTestCase {
    /// Awaits `value` of a sequence that never ends in a task, cancels the task once the sequence
    /// is subscribed, and checks that the subscription is disposed and the task throws
    /// `CancellationError`.
    func assertCancellingTheAwaitingTaskDisposesTheSubscription<Value: Sendable>(
        file: StaticString = #filePath,
        line: UInt = #line,
        _ value: @escaping @Sendable (Observable<Int>) async throws -> Value
    ) async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.never().do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
        let waiter = Task { try await value(source) }
        await fulfillment(of: [subscribed], timeout: 5)
        waiter.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        await assertThrows(CancellationError.self, file: file, line: line) { try await waiter.value }
    }
}
