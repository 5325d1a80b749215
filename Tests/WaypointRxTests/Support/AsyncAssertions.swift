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

extension XCTestCase {
    /// Subscribes to `source` and records its events until the terminal event (5 s at most).
    func recordUntilTerminal<Element: Sendable>(_ source: Observable<Element>) async -> [Event<Element>] {
        let events = Locked<[Event<Element>]>([])
        let ended = expectation(description: "terminal event")
        let subscription = source.subscribe { event in
            events.withLock { $0.append(event) }
            if event.isStopEvent { ended.fulfill() }
        }
        await fulfillment(of: [ended], timeout: 5)
        subscription.dispose()
        return events.withLock { $0 }
    }

    /// Checks a task-backed creator: `subscribe` builds one around `operation` (which waits until
    /// its task is cancelled, then returns) and subscribes, reporting any delivery through
    /// `delivered`. Once the operation started, the subscription is disposed: it must be released
    /// at once, the task must be cancelled, and nothing may be delivered.
    func assertDisposingCancelsTheTask(
        file: StaticString = #filePath,
        line: UInt = #line,
        _ subscribe: (_ operation: @escaping @Sendable () async -> Void, _ delivered: @escaping @Sendable () -> Void) -> Disposable
    ) async {
        let before = Resources.total
        let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
        let started = expectation(description: "operation started")
        let cancelled = expectation(description: "operation cancelled")
        gateContinuation.onTermination = { reason in
            if case .cancelled = reason { cancelled.fulfill() }
        }
        let delivered = Locked(false)
        var subscription: Disposable? = subscribe({
            started.fulfill()
            for await _ in gate {}
        }, { delivered.withLock { $0 = true } })
        await fulfillment(of: [started], timeout: 5)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(Resources.total, before, "the subscription is released at disposal", file: file, line: line)
        await fulfillment(of: [cancelled], timeout: 5)
        XCTAssertFalse(delivered.withLock { $0 }, "nothing is delivered after disposal", file: file, line: line)
    }
}
