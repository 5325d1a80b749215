import XCTest
import WaypointRx
import WaypointTesting

/// The operators every trait shares, each keeping the trait (checked by the declared types).
final class PrimitiveSequenceOperatorsTests: LeakCheckingTestCase {
    struct TestError: Error {}

    final class Resource: Disposable {
        let onDispose: @Sendable () -> Void
        init(_ onDispose: @escaping @Sendable () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let single: Single<Int> = Single.deferred {
            calls += 1
            return Single.just(calls)
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(scheduler.start { single }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { single }.events, [.next(200, 2), .completed(200)])
    }

    func testDeferredThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<Int>.deferred { throw TestError() } }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    /// Issue 29, defect 3: RxSwift's timelines for an element and a completion that arrive
    /// together. `delay` delivers one event per scheduled step and schedules the next for its own
    /// due time, which has come: on a `TestScheduler` with the processing delay, one tick later.
    func testDelayOfAJustDeliversTheCompletionOneStepAfterTheElement() {
        let single = TestScheduler(initialClock: 0)
        XCTAssertEqual(single.start { Single.just(1).delay(.seconds(2), scheduler: single) }.events,
                       [.next(202, 1), .completed(203)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1).delay(.seconds(2), scheduler: maybe) }.events,
                       [.next(202, 1), .completed(203)])
    }

    /// Issue 29, defect 3: `observe(on:)` delivers one event per scheduled step (RxSwift: 201, 202).
    func testObserveOnOfAJustDeliversTheCompletionOneStepAfterTheElement() {
        let single = TestScheduler(initialClock: 0)
        XCTAssertEqual(single.start { Single.just(1).observe(on: single) }.events, [.next(201, 1), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1).observe(on: maybe) }.events, [.next(201, 1), .completed(202)])
    }

    /// Issue 29, defect 3: `delaySubscription` only moves the subscription; the source then sends
    /// both events at once (RxSwift: 202, 202).
    func testDelaySubscriptionOfAJustSendsBothAtTheSubscription() {
        let single = TestScheduler(initialClock: 0)
        XCTAssertEqual(single.start { Single.just(1).delaySubscription(.seconds(2), scheduler: single) }.events,
                       [.next(202, 1), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1).delaySubscription(.seconds(2), scheduler: maybe) }.events,
                       [.next(202, 1), .completed(202)])
    }

    func testDelayShiftsTheElementAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { () -> Single<Int> in xs.asSingle().delay(.seconds(20), scheduler: scheduler) }
        // The single sends both at 210; the completion comes one step after the element, as in
        // RxSwift (issue 29, defect 3: both came at 230 before).
        XCTAssertEqual(res.events, [.next(230, 1), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDelayDoesNotDelayAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start { xs.asSingle().delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError())])
    }

    func testDelayOfACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { () -> Completable in xs.asCompletable().delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { () -> Maybe<Int> in xs.asMaybe().delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    func testDelaySubscriptionDisposedBeforeItSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start(disposed: 220) { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testObserveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { () -> Single<Int> in xs.asSingle().observe(on: scheduler) }
        // One event per scheduled step, as in RxSwift (issue 29, defect 3: both at 211 before).
        XCTAssertEqual(res.events, [.next(211, 1), .completed(212)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { () -> Completable in xs.asCompletable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(211)])
        // `asCompletable()` wraps the test observable in a grammar-enforcing `asObservable()`,
        // which ends its subscription at the completion, as in RxSwift (issue 29, defect 2; the
        // disposal `subscribe(on:)` schedules then finds nothing left: it was 212 before).
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 211)])
    }

    func testCatchContinuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let res = scheduler.start { () -> Single<Int> in xs.asSingle().catch { _ in ys.asSingle() } }
        XCTAssertEqual(res.events, [.next(240, 5), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    func testCatchHandlerThrowingFails() {
        let scheduler = TestScheduler(initialClock: 0)
        struct Other: Error {}
        let res = scheduler.start { Completable.error(TestError()).catch { _ in throw Other() } }
        XCTAssertEqual(res.events, [.error(200, Other())])
    }

    func testRetrySubscribesAgainUpToTheLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start { () -> Single<Int> in xs.asSingle().retry(3) }
        XCTAssertEqual(res.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    func testRetryStopsAtTheFirstSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start {
            Single<Int>.deferred {
                attempts += 1
                return attempts < 3 ? Single.error(TestError()) : Single.just(attempts)
            }.retry()
        }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func testRetryWhenResubscribesWhenTheTriggerEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, TestError(), Int.self)])
        let res = scheduler.start { () -> Maybe<Int> in
            xs.asMaybe().retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int> in
                    attempt < 2 ? Observable<Int>.timer(.seconds(5), scheduler: scheduler) : Observable.error(error)
                }
            })
        }
        XCTAssertEqual(res.events, [.error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(215, 225), Subscription(230, 240)])
    }

    func testTimeoutFailsWhenNoAnswerComesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 1), .completed(260)])
        let res = scheduler.start { () -> Single<Int> in xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTimeoutPassesAnAnswerInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .completed(240)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTimeoutSwitchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Never.self)])
        let ys = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { xs.asCompletable().timeout(.seconds(50), other: ys.asCompletable(), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 260)])
    }

    func testTimerAnswersZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.next(230, 0), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start(disposed: 220) { Maybe<Int>.timer(.seconds(30), scheduler: other) }
        XCTAssertEqual(maybe.events, [])
    }

    func testDebugWritesTheLifeOfTheSubscription() {
        let lines = Locked<[String]>([])
        let previous = Hooks.debugOutput
        Hooks.debugOutput = { line in lines.withLock { $0.append(line) } }
        defer { Hooks.debugOutput = previous }
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).debug("s") }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(lines.withLock { $0 }, ["s -> subscribed", "s -> Event next(1)", "s -> Event completed", "s -> isDisposed"])
    }

    func testUsingDisposesTheResourceWhenTheSequenceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let disposedAt = Locked<[Int]>([])
        let res = scheduler.start {
            Single.using({ Resource { disposedAt.withLock { $0.append(scheduler.clock) } } }, primitiveSequenceFactory: { _ in xs.asSingle() })
        }
        XCTAssertEqual(res.events, [.next(230, 1), .completed(230)])
        XCTAssertEqual(disposedAt.withLock { $0 }, [230])
    }

    func testUsingDisposesTheResourceOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Locked<[Int]>([])
        let res = scheduler.start(disposed: 250) {
            Maybe<Int>.using({ Resource { disposedAt.withLock { $0.append(scheduler.clock) } } }, primitiveSequenceFactory: { _ in .never() })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(disposedAt.withLock { $0 }, [250])
    }

    func testCatchAndReturnOfASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, TestError(), Int.self)])
        let res = scheduler.start { xs.asSingle().catchAndReturn(7) }
        XCTAssertEqual(res.events, [.next(230, 7), .completed(230)])
    }
}
