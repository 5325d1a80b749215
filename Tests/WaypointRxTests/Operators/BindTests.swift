import XCTest
import WaypointRx
import WaypointTesting

final class BindTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testBindToObserversSendsEveryEventToEachInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: first, second) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2), .completed(230)])
        // Issue 29, defect 2: as in RxSwift (the binding subscribes through `asObservable()`),
        // the terminal event ends the binding's subscription; it stayed until disposal before.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToObserversPassesTheErrorAndToOptionalObserversWrapsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let optional = scheduler.createObserver(Int?.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: optional) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(optional.events, [.next(210, 1), .error(220, TestError())])
        // The wrapping `map` ends its subscription at the terminal event.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingTheBindingUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: observer) }
        scheduler.scheduleAt(230) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToRelaysAcceptsElementsAndIgnoresTheCompletion() {
        let source = PublishSubject<Int>()
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [Int] = []
        let watch = publish.subscribe(onNext: { published.append($0) })
        let bindings = DisposeBag {
            source.bind(to: publish)
            source.bind(to: behavior)
            source.bind(to: replay)
        }
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        source.onCompleted()
        XCTAssertEqual(published, [1, 2, 3])
        XCTAssertEqual(behavior.value, 3)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bindings)
        XCTAssertEqual(replayed, [2, 3])
        watch.dispose()
    }

    func testBindToSeveralRelaysAtOnceAndToOptionalRelays() {
        let source = PublishSubject<Int>()
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = BehaviorRelay<Int?>(value: nil)
        var log: [String] = []
        let watches = DisposeBag(disposing:
            first.subscribe(onNext: { log.append("first \($0)") }),
            second.subscribe(onNext: { log.append("second \($0)") })
        )
        let bindings = DisposeBag()
        bindings.insert([source.bind(to: first, second), source.bind(to: optional)])
        source.onNext(7)
        XCTAssertEqual(log, ["first 7", "second 7"])
        XCTAssertEqual(optional.value, 7)
        _ = watches
    }

    func testBindToRelayReportsAnErrorToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let relay = PublishRelay<Int>()
        let subscription = Observable<Int>.error(RxError.noElements).bind(to: relay)
        XCTAssertEqual(reported.all, [RxError.noElements.description])
        subscription.dispose()
    }

    func testBindOnNextAndBinderFunctions() {
        var received: [Int] = []
        let subscription = Observable.of(1, 2).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        let doubled = Observable.of(1, 2, 3).bind(to: { source in source.map { $0 * 2 } })
        var doubledValues: [Int] = []
        _ = doubled.subscribe(onNext: { doubledValues.append($0) })
        XCTAssertEqual(doubledValues, [2, 4, 6])
        let curried = Observable.of(4).bind(to: { source in { (offset: Int) in source.map { $0 + offset } } }, curriedArgument: 10)
        var curriedValues: [Int] = []
        _ = curried.subscribe(onNext: { curriedValues.append($0) })
        XCTAssertEqual(curriedValues, [14])
        subscription.dispose()
    }
}
