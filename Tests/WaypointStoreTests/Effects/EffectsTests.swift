import XCTest
import WaypointRx
import WaypointStore
import WaypointTesting

final class EffectsTests: LeakCheckingTestCase {
    // MARK: Observable effects

    func testAnObservableEffectDispatchesEveryActionItEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let effect = scheduler.createColdObservable([
            .next(10, Add(amount: 1)), .next(20, Add(amount: 10)), .completed(30),
        ])
        var subscription: Disposable?
        scheduler.scheduleAt(300) { subscription = store.dispatch(effect) }
        let res = scheduler.start { store.select(\.count) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(310, 1), .next(320, 11)])
        XCTAssertEqual(effect.subscriptions, [Subscription(300, 330)])
        subscription?.dispose()
    }

    func testAnObservableOfTheActionProtocolIsAnEffectToo() {
        let store = makeStore()
        let subscription = store.dispatch(Observable<Action>.of(Increment(), SetName(name: "e")))
        XCTAssertEqual(store.state, AppState(count: 1, name: "e"))
        subscription.dispose()
    }

    func testDisposingAnObservableEffectStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let effect = scheduler.createColdObservable([.next(10, Increment()), .next(50, Increment())])
        scheduler.scheduleAt(200) {
            let subscription = store.dispatch(effect)
            scheduler.scheduleAt(230) { subscription.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(effect.subscriptions, [Subscription(200, 230)])
    }

    func testAnObservableEffectsErrorIsReportedOnFailures() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore()
        let effect = scheduler.createColdObservable([.next(10, Increment()), .error(20, TestError(id: 3))])
        let failures = scheduler.createObserver(String.self)
        let subscription = store.failures.map(\.description).subscribe(failures)
        scheduler.scheduleAt(200) { _ = store.dispatch(effect) }
        scheduler.start()
        XCTAssertEqual(store.state.count, 1)
        XCTAssertEqual(failures.events, [.next(220, "An effect failed: TestError(id: 3).")])
        subscription.dispose()
    }

    // MARK: Async effects

    func testAnAsyncEffectDispatchesTheActionItReturns() {
        let store = makeStore()
        let reached = expectation(description: "dispatched")
        let subscription = store.select(\.count).subscribe(onNext: { if $0 == 5 { reached.fulfill() } })
        store.dispatch { () async throws -> Action? in
            await Task.yield()
            return Add(amount: 5)
        }
        wait(for: [reached], timeout: 5)
        subscription.dispose()
    }

    func testAnAsyncEffectReturningNilDispatchesNothing() {
        let store = makeStore()
        let done = expectation(description: "ran")
        store.dispatch { () async throws -> Action? in
            done.fulfill()
            return nil
        }
        wait(for: [done], timeout: 5)
        store.dispatch(Increment())
        XCTAssertEqual(store.state.count, 1)
    }

    func testAnAsyncEffectsErrorIsReportedOnFailures() {
        let store = makeStore()
        let reported = expectation(description: "reported")
        let subscription = store.failures.subscribe(onNext: { error in
            if case .effectFailed(let inner) = error, inner as? TestError == TestError(id: 4) { reported.fulfill() }
        })
        store.dispatch { () async throws -> Action? in throw TestError(id: 4) }
        wait(for: [reported], timeout: 5)
        subscription.dispose()
    }

    func testCancellingAnAsyncEffectDispatchesNothingAndReportsNothing() {
        let store = makeStore()
        let started = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let failures = Log()
        let failureSubscription = store.failures.subscribe(onNext: { failures.append("\($0)") })
        let effect = store.dispatch { () async throws -> Action? in
            defer { ended.signal() }
            started.signal()
            // Waits until cancelled; Task.sleep then throws CancellationError.
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return Increment()
        }
        XCTAssertEqual(started.wait(timeout: .now() + 5), .success)
        effect.dispose()
        XCTAssertEqual(ended.wait(timeout: .now() + 5), .success)
        // The effect's task reports (or not) right after the operation returns.
        let settled = expectation(description: "settled")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { settled.fulfill() }
        wait(for: [settled], timeout: 5)
        XCTAssertEqual(store.state.count, 0)
        XCTAssertEqual(failures.all, [])
        failureSubscription.dispose()
    }

    func testAnAsyncEffectCancelledAfterItsOperationReturnedDispatchesNothing() {
        let store = makeStore()
        let proceed = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let effect = store.dispatch { () async throws -> Action? in
            defer { ended.signal() }
            // Ignores cancellation, but its result must not be dispatched once cancelled.
            proceed.wait()
            return Increment()
        }
        effect.dispose()
        proceed.signal()
        XCTAssertEqual(ended.wait(timeout: .now() + 5), .success)
        let settled = expectation(description: "settled")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { settled.fulfill() }
        wait(for: [settled], timeout: 5)
        XCTAssertEqual(store.state.count, 0)
    }
}
