import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class SubscribeTests: LeakCheckingTestCase {
    func testHandlersReceiveElementsAndCompletionThenOnDisposedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(
                onNext: { log.append("next \($0) @\(scheduler.clock)") },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed @\(scheduler.clock)") },
                onDisposed: { log.append("disposed @\(scheduler.clock)") })
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next 1 @210", "next 2 @220", "completed @230", "disposed @230"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOnErrorThenOnDisposedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(
                onNext: { log.append("next \($0)") },
                onError: { log.append("error \($0 is TestError) @\(scheduler.clock)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed @\(scheduler.clock)") })
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next 1", "error true @220", "disposed @220"])
    }

    func testDisposeRunsOnDisposedOnceAndStopsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed @\(scheduler.clock)") })
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(270) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next 1", "disposed @250"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorWithoutHandlerGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        _ = Observable<Int>.error(RxError.noElements).subscribe(onNext: { _ in })
        XCTAssertEqual(reported.all, [RxError.noElements.description])
    }

    func testDefaultErrorHandlerReceivesTheCapturedCallStack() {
        let previous = (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack)
        defer { (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack) = previous }
        let reported = SendableLog<String>()
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.defaultErrorHandler = { stack, error in reported.append("\(stack) \(error)") }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { _ in }, onCompleted: {})
        subject.onError(RxError.noElements)
        XCTAssertEqual(reported.all, ["[\"frame 1\", \"frame 2\"] \(RxError.noElements.description)"])
    }

    func testSubscribeWithEventClosure() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testSubscribeWithObjectIgnoresEventsAfterItIsGone() {
        final class Owner { var received: [Int] = [] }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(with: owner!, onNext: { owner, value in
                owner.received.append(value)
                received.append(value)
            })
        }
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertNil(weakOwner)
        XCTAssertEqual(received, [1])
    }
}
