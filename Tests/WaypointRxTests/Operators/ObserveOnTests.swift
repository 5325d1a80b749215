import XCTest
import WaypointRx
import WaypointTesting

final class ObserveOnTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5]

    func testDeliversOnTheSchedulerWithRxTestsProcessingDelay() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(231, 2), .completed(251)])
        // `observe(on:)` subscribes through `asObservable()`, which ends the test observable's
        // subscription at its completion (250), as in RxSwift (issue 29, defect 2: it ended when
        // the completion was delivered, 251, before).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithoutProcessingDelayEventsKeepTheirFrames() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res, "-a-b-|", values: values)
    }

    func testErrorKeepsItsPlaceAfterTheElements() throws {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = try scheduler.createHotObservable("-(ab#)", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertMarbles(res, "-(ab#)", values: values, errors: ["#": TestError()])
    }

    /// Issue 29, defect 3: as in RxSwift, each scheduled step delivers one event and schedules
    /// the next while events are queued, so on a `TestScheduler` a burst is spread one tick per
    /// event (a burst was delivered in one step before: 211, 211, 211).
    func testOneStepIsScheduledPerEvent() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let xs = try scheduler.createHotObservable("-(abc)-(de)|", values: values)
        let res = scheduler.start { xs.observe(on: counting) }
        XCTAssertEqual(res.events, [
            .next(211, 1), .next(212, 2), .next(213, 3), .next(271, 4), .next(272, 5), .completed(311),
        ])
        XCTAssertEqual(counting.count, 6)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    /// Issue 29, defect 3: a synchronous source's events and its completion come one step apart.
    func testASynchronousSourceIsDeliveredOneStepPerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    /// An immediate scheduler delivers a long burst in a loop, not by nesting a step per event.
    func testAnImmediateSchedulerDoesNotNestAStepPerEvent() {
        var send: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        var received = 0
        let subscription = source.observe(on: InlineScheduler()).subscribe(onNext: { value in
            received += 1
            // Each element sends the next from inside the observer, 20,000 deep if nested.
            if value < 20_000 { send?.onNext(value + 1) }
        })
        send?.onNext(1)
        XCTAssertEqual(received, 20_000)
        subscription.dispose()
        send = nil
    }

    func testDisposalDropsQueuedEvents() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-(ab)-c", values: values)
        let res = scheduler.start(disposed: 211) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    func testImmediateSchedulerDeliversAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let res = scheduler.start { xs.observe(on: InlineScheduler()) }
        XCTAssertMarbles(res, "-a-b-|", values: values)
    }

    func testEventsSentFromInsideTheObserverAreQueuedNotNested() {
        var send: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            send = observer
            return Disposables.create()
        }
        var received: [Int] = []
        var depth = 0
        var maxDepth = 0
        let subscription = source.observe(on: InlineScheduler()).subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            received.append(value)
            if value < 3 { send?.onNext(value + 1) }
            received.append(-value)
            depth -= 1
        })
        send?.onNext(1)
        XCTAssertEqual(received, [1, -1, 2, -2, 3, -3])
        XCTAssertEqual(maxDepth, 1)
        subscription.dispose()
        send = nil
    }
}
