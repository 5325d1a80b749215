import XCTest
import WaypointRx
import WaypointTesting

final class InfallibleTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testCreateSendsElementsAndCompletionAndDropsWhatFollows() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SendableLog<String>()
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create { log.append("disposed") }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(log.all, ["disposed"])
    }

    func testCreateDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SendableLog<String>()
        let res = scheduler.start(disposed: 300) {
            Infallible<Int>.create { observer in
                scheduler.scheduleAt(250) { observer(.next(7)) }
                return Disposables.create { log.append("disposed") }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 7)])
        XCTAssertEqual(log.all, ["disposed"])
    }

    func testCreationFunctions() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { Infallible.just(1, scheduler: scheduler) }.events,
                       [.next(1201, 1), .completed(1202)])
        XCTAssertEqual(scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { Infallible.of(1, 2) }.events,
                       [.next(2200, 1), .next(2200, 2), .completed(2200)])
        XCTAssertEqual(scheduler.start(created: 3100, subscribed: 3200, disposed: 4000) { Infallible.of(1, 2, scheduler: scheduler) }.events,
                       [.next(3201, 1), .next(3202, 2), .completed(3203)])
        XCTAssertEqual(scheduler.start(created: 4100, subscribed: 4200, disposed: 5000) { Infallible.from([3, 4]) }.events,
                       [.next(4200, 3), .next(4200, 4), .completed(4200)])
        XCTAssertEqual(scheduler.start(created: 5100, subscribed: 5200, disposed: 6000) { Infallible.from(optional: 5 as Int?) }.events,
                       [.next(5200, 5), .completed(5200)])
        XCTAssertEqual(scheduler.start(created: 6100, subscribed: 6200, disposed: 7000) { Infallible<Int>.empty() }.events,
                       [.completed(6200)])
        XCTAssertEqual(scheduler.start(created: 7100, subscribed: 7200, disposed: 8000) { Infallible<Int>.never() }.events, [])
        XCTAssertEqual(scheduler.start(created: 8100, subscribed: 8200, disposed: 9000) { Infallible.repeatElement(9).take(2) }.events,
                       [.next(8200, 9), .next(8200, 9), .completed(8200)])
        XCTAssertEqual(scheduler.start(created: 9100, subscribed: 9200, disposed: 10000) { Infallible<Int>.range(start: 1, count: 3) }.events,
                       [.next(9200, 1), .next(9200, 2), .next(9200, 3), .completed(9200)])
        XCTAssertEqual(scheduler.start(created: 10100, subscribed: 10200, disposed: 11000) { Infallible<Int>.range(start: 1, count: -1) }.events,
                       [.completed(10200)])
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let deferred = Infallible.deferred { () -> Infallible<Int> in
            calls += 1
            return Infallible.just(calls)
        }
        let res = scheduler.start { deferred }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        var second: [Int] = []
        _ = deferred.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(second, [2])
    }

    func testTimerAndInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = scheduler.start { Infallible<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(timer.events, [.next(230, 0), .completed(230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let interval = scheduler2.start(disposed: 350) { Infallible<Int>.interval(.seconds(50), scheduler: scheduler2) }
        XCTAssertEqual(interval.events, [.next(250, 0), .next(300, 1)])
    }

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: Infallible.of(8, 9)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 8), .next(220, 9), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 5), .error(20, TestError())])
        var errors: [String] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                errors.append("\(type(of: error))")
                return ys.asInfallible(onErrorJustReturn: -1)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 5), .next(240, -1), .completed(240)])
        XCTAssertEqual(errors, ["TestError"])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testAsInfallibleKeepsACompletionAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(260, 2)])
        let res2 = scheduler2.start(disposed: 250) { ys.asInfallible(onErrorJustReturn: 0) }
        XCTAssertEqual(res2.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSubscribeWithoutOnError() {
        var log: [String] = []
        let subscription = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeWithObjectAndEventClosure() {
        final class Owner { var received: [Int] = [] }
        let owner = Owner()
        _ = Infallible.of(1, 2).subscribe(with: owner, onNext: { owner, value in owner.received.append(value) })
        XCTAssertEqual(owner.received, [1, 2])
        var events: [Event<Int>] = []
        _ = Infallible.just(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(3), .completed])
    }

    func testBindToObserversRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        let relay = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        var published: [Int] = []
        var bound: [Int] = []
        let bag = DisposeBag {
            publish.subscribe(onNext: { published.append($0) })
            Infallible.of(1, 2).bind(to: observer)
            Infallible.of(1, 2).bind(to: optional)
            Infallible.of(1, 2).bind(to: relay)
            Infallible.of(1, 2).bind(to: publish)
            Infallible.of(1, 2).bind(to: replay)
            Infallible.of(1, 2).bind(onNext: { bound.append($0) })
        }
        XCTAssertEqual(observer.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(optional.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(bound, [1, 2])
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [2])
    }
}
