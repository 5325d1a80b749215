import XCTest
import WaypointRx
import WaypointTesting

final class ObservableValuesTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testIteratesEveryElementThenEnds() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testAnErrorFromTheSourceIsThrownAtTheForTryAwait() async {
        let source = Observable<Int>.create { observer in
            observer.on(.next(1))
            observer.on(.error(TestError()))
            return Disposables.create()
        }
        var received: [Int] = []
        await assertThrows(TestError.self) {
            for try await value in source.values {
                received.append(value)
            }
        }
        XCTAssertEqual(received, [1])
    }

    func testElementsSentFasterThanTheyAreConsumedAreBufferedNotDropped() async throws {
        let subject = PublishSubject<Int>()
        let subscribed = expectation(description: "subscribed")
        let source = subject.do(onSubscribed: { subscribed.fulfill() })
        let consumer = Task {
            var received: [Int] = []
            for try await value in source.values { received.append(value) }
            return received
        }
        await fulfillment(of: [subscribed], timeout: 5)
        for value in 0..<1_000 { subject.on(.next(value)) }
        subject.on(.completed)
        let received = try await consumer.value
        XCTAssertEqual(received, Array(0..<1_000))
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() async throws {
        let before = Resources.total
        let subject = PublishSubject<Int>()
        let subscribed = expectation(description: "subscribed")
        let firstValue = expectation(description: "first value consumed")
        let disposed = expectation(description: "disposed")
        let source = subject.do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
        let consumer = Task {
            var received: [Int] = []
            for try await value in source.values {
                received.append(value)
                firstValue.fulfill()
            }
            return received
        }
        await fulfillment(of: [subscribed], timeout: 5)
        XCTAssertGreaterThan(Resources.total, before, "the subscription is live")
        subject.on(.next(7))
        await fulfillment(of: [firstValue], timeout: 5)
        consumer.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let received = try await consumer.value
        XCTAssertEqual(received, [7], "a cancelled iteration ends like an AsyncThrowingStream's")
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(Resources.total, before)
    }

    func testCancellationBeforeTheFirstElementEndsTheLoop() async throws {
        let disposed = expectation(description: "disposed")
        let subscribed = expectation(description: "subscribed")
        let source = Observable<Int>.never().do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
        let consumer = Task {
            var count = 0
            for try await _ in source.values { count += 1 }
            return count
        }
        await fulfillment(of: [subscribed], timeout: 5)
        consumer.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        let count = try await consumer.value
        XCTAssertEqual(count, 0)
    }

    func testAnAlreadyCancelledTaskDoesNotSubscribe() async throws {
        let subscriptions = Locked(0)
        let source = Observable.of(1, 2).do(onSubscribe: { subscriptions.withLock { $0 += 1 } })
        let (gate, open) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for await _ in gate {}
            var received: [Int] = []
            for try await value in source.values { received.append(value) }
            return received
        }
        consumer.cancel()
        open.finish()
        let received = try await consumer.value
        XCTAssertEqual(received, [])
        XCTAssertEqual(subscriptions.withLock { $0 }, 0)
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let disposed = Locked(false)
        let source = Observable<Int>.create { observer in
            for value in 1...5 { observer.on(.next(value)) }
            return Disposables.create { disposed.withLock { $0 = true } }
        }
        func firstTwo() async throws -> [Int] {
            var received: [Int] = []
            for try await value in source.values {
                received.append(value)
                if received.count == 2 { break }
            }
            return received
        }
        let received = try await firstTwo()
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(disposed.withLock { $0 }, "the dropped iterator disposed the subscription")
    }

    func testEachIterationSubscribesAgain() async throws {
        var subscriptions = 0
        let source = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 })
        let values = source.values
        var received: [Int] = []
        for try await value in values { received.append(value) }
        for try await value in values { received.append(value) }
        XCTAssertEqual(received, [1, 2, 1, 2])
        XCTAssertEqual(subscriptions, 2)
    }

    func testNothingIsSubscribedUntilTheFirstNext() async throws {
        var subscriptions = 0
        let source = Observable.of(1).do(onSubscribe: { subscriptions += 1 })
        var iterator = source.values.makeAsyncIterator()
        XCTAssertEqual(subscriptions, 0)
        let first = try await iterator.next()
        let end = try await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertNil(end)
        XCTAssertEqual(subscriptions, 1)
    }

    func testAfterTheErrorTheIteratorEnds() async throws {
        var iterator = Observable<Int>.error(TestError()).values.makeAsyncIterator()
        await assertThrows(TestError.self) { try await iterator.next() }
        let afterError = try await iterator.next()
        XCTAssertNil(afterError)
    }

    @MainActor
    func testIteratingOnTheMainActor() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            MainActor.assertIsolated()
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }
}
