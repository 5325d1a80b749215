import XCTest
import WaypointRx
import WaypointTesting

/// An async sequence that counts from 1 to `count`; each iteration starts over.
struct AsyncCounter: AsyncSequence, Sendable {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let count: Int
        var current = 0

        mutating func next() async -> Int? {
            guard current < count else { return nil }
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}

final class FromAsyncSequenceTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testDeliversEveryElementThenCompletes() async {
        let events = await recordUntilTerminal(Observable.from(AsyncCounter(count: 5)))
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .next(4), .next(5), .completed])
    }

    func testEachSubscriptionIteratesAgain() async {
        let source = Observable.from(AsyncCounter(count: 2))
        let first = await recordUntilTerminal(source)
        let second = await recordUntilTerminal(source)
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, first)
    }

    /// RxSwift's spelling: `asyncSequence.asObservable()`.
    func testAsObservableOfAnAsyncSequenceIsFrom() async {
        let events = await recordUntilTerminal(AsyncCounter(count: 3).asObservable())
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        continuation.yield(7)
        continuation.finish(throwing: TestError())
        let failed = await recordUntilTerminal(stream.asObservable())
        XCTAssertEqual(failed, [.next(7), .error(TestError())])
    }

    func testAnErrorThrownByTheSequenceIsSentAsError() async {
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        continuation.yield(1)
        continuation.finish(throwing: TestError())
        let events = await recordUntilTerminal(Observable.from(stream))
        XCTAssertEqual(events, [.next(1), .error(TestError())])
    }

    func testDisposingCancelsTheTaskAndDeliversNothingMore() async {
        let before = Resources.total
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let cancelled = expectation(description: "iteration cancelled")
        continuation.onTermination = { reason in
            if case .cancelled = reason { cancelled.fulfill() }
        }
        let received = Locked<[Int]>([])
        let first = expectation(description: "first element")
        var subscription: Disposable? = Observable.from(stream).subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            first.fulfill()
        })
        continuation.yield(1)
        await fulfillment(of: [first], timeout: 5)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(Resources.total, before, "the sink is released at disposal, not when the task ends")
        await fulfillment(of: [cancelled], timeout: 5)
        guard case .terminated = continuation.yield(2) else {
            return XCTFail("the stream must have been terminated by the cancellation")
        }
        XCTAssertEqual(received.withLock { $0 }, [1])
    }
}
