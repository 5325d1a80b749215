import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}
private struct OtherError: Error {}

final class DoTests: LeakCheckingTestCase {
    /// Wraps `source` in `do` with every handler logging itself with the tick; the downstream
    /// observer's events are logged too, through a `map`.
    private func logged(_ source: Observable<Int>, scheduler: TestScheduler, log: @escaping (String) -> Void) -> Observable<Int> {
        source.do(
            onNext: { log("onNext \($0) @\(scheduler.clock)") },
            afterNext: { log("afterNext \($0)") },
            onError: { _ in log("onError @\(scheduler.clock)") },
            afterError: { _ in log("afterError") },
            onCompleted: { log("onCompleted @\(scheduler.clock)") },
            afterCompleted: { log("afterCompleted") },
            onSubscribe: { log("onSubscribe @\(scheduler.clock)") },
            onSubscribed: { log("onSubscribed") },
            onDispose: { log("onDispose @\(scheduler.clock)") }
        )
    }

    func testHandlersRunAroundEachEventInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        var log: [String] = []
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = self.logged(xs.asObservable(), scheduler: scheduler) { log.append($0) }
                .subscribe(onNext: { log.append("observer \($0)"); observer.onNext($0) },
                           onCompleted: { log.append("observer completed"); observer.onCompleted() })
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, [
            "onSubscribe @200", "onSubscribed",
            "onNext 1 @210", "observer 1", "afterNext 1",
            "onNext 2 @220", "observer 2", "afterNext 2",
            // `subscribe(onNext:…)` disposes its subscription at the terminal event, before
            // `afterCompleted` runs (as in RxSwift).
            "onCompleted @300", "observer completed", "onDispose @300", "afterCompleted",
        ])
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testAfterCompletedRunsBeforeOnDisposeWhenTheObserverDoesNotDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(300, Int.self)])
        var log: [String] = []
        let res = scheduler.start { self.logged(xs.asObservable(), scheduler: scheduler) { log.append($0) } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(log, ["onSubscribe @200", "onSubscribed", "onCompleted @300", "afterCompleted", "onDispose @300"])
    }

    func testErrorHandlersRunAroundTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        var log: [String] = []
        let res = scheduler.start { self.logged(xs.asObservable(), scheduler: scheduler) { log.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(log, [
            "onSubscribe @200", "onSubscribed", "onNext 1 @210", "afterNext 1",
            "onError @220", "afterError", "onDispose @220",
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOnDisposeRunsOnceWhenDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var log: [String] = []
        let res = scheduler.start(disposed: 250) { self.logged(xs.asObservable(), scheduler: scheduler) { log.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(log, ["onSubscribe @200", "onSubscribed", "onNext 1 @210", "afterNext 1", "onDispose @250"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testOnDisposeRunsAfterTheSourceWasUnsubscribed() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in Disposables.create { } }
            .do(onDispose: { log.append("inner") })
        let subscription = source.do(onDispose: { log.append("outer") }).subscribe()
        subscription.dispose()
        XCTAssertEqual(log, ["inner", "outer"])
    }

    func testThrowingOnNextSendsTheErrorInsteadAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var after: [Int] = []
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw TestError() } }, afterNext: { after.append($0) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(after, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterNextSendsTheErrorAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw TestError() }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testThrowingOnErrorReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        var afterError = 0
        let res = scheduler.start { xs.do(onError: { _ in throw OtherError() }, afterError: { _ in afterError += 1 }) }
        XCTAssertEqual(res.events, [.error(220, OtherError())])
        XCTAssertEqual(afterError, 0)
    }

    func testThrowingOnCompletedSendsTheErrorInstead() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        var afterCompleted = 0
        let res = scheduler.start { xs.do(onCompleted: { throw TestError() }, afterCompleted: { afterCompleted += 1 }) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(afterCompleted, 0)
    }

    func testThrowingAfterCompletedGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { xs.do(afterCompleted: { throw RxError.unknown }) }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(reported.all, [RxError.unknown.description])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Issue 14, defect 4: as in RxSwift, a source that completes while being subscribed is
    /// disposed first, then `onSubscribed` runs, then `onDispose`.
    func testSourceCompletingDuringSubscribeIsDisposedBeforeOnSubscribedAndOnDispose() {
        let log = SendableLog<String>()
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { log.append("source dispose") }
        }
        let subscription = source
            .do(onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
            .subscribe()
        XCTAssertEqual(log.all, ["source dispose", "onSubscribed", "onDispose"])
        subscription.dispose()
        XCTAssertEqual(log.all, ["source dispose", "onSubscribed", "onDispose"])
    }
}
