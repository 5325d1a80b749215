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

    func testOneDrainIsScheduledPerBurstNotPerElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let xs = try scheduler.createHotObservable("-(abc)-(de)|", values: values)
        let res = scheduler.start { xs.observe(on: counting) }
        XCTAssertEqual(res.events, [
            .next(211, 1), .next(211, 2), .next(211, 3), .next(271, 4), .next(271, 5), .completed(311),
        ])
        XCTAssertEqual(counting.count, 3)
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
