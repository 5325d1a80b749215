import XCTest
import WaypointRx
import WaypointTesting

/// `flatMap` delivers the elements an inner sequence sends while it is being subscribed at once,
/// without its lock, when the subscribing thread is the only one delivering (and takes a `just`'s
/// element without subscribing to it). These pin down that this changes nothing a subscriber can
/// see: order, re-entrancy, errors, disposal, completion and live resources.
final class FlatMapDirectDeliveryTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// Records events and can act from inside `onNext`.
    final class Recorder {
        var events: [Event<Int>] = []
        var onNext: (Int) -> Void = { _ in }

        var observer: AnyObserver<Int> {
            AnyObserver { event in
                self.events.append(event)
                if case .next(let element) = event { self.onNext(element) }
            }
        }

        var elements: [Int] { events.compactMap { if case .next(let element) = $0 { element } else { nil } } }
    }

    func testInnersOfEveryKindKeepTheirOrder() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        let subscription = subject.flatMap { value -> Observable<Int> in
            switch value % 3 {
            case 0: return .just(value)
            case 1: return .of(value, value + 100)
            default: return .empty()
            }
        }.subscribe(recorder.observer)
        for value in 0..<7 { subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(recorder.elements, [0, 1, 101, 3, 4, 104, 6])
        XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
        subscription.dispose()
    }

    /// An inner sequence that, while being subscribed, makes another inner sequence of the same
    /// `flatMap` emit: each element arrives in the order it was sent.
    func testAnInnerThatMakesAnotherInnerEmitWhileBeingSubscribedKeepsTheOrder() {
        let subject = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let recorder = Recorder()
        let subscription = subject.flatMap { value -> Observable<Int> in
            if value == 0 { return other }
            return Observable.create { observer in
                other.onNext(value * 10)
                observer.onNext(value)
                other.onNext(value * 10 + 1)
                observer.onCompleted()
                return Disposables.create()
            }
        }.subscribe(recorder.observer)
        subject.onNext(0)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(recorder.elements, [10, 1, 11, 20, 2, 21])
        other.onCompleted()
        subject.onCompleted()
        XCTAssertEqual(recorder.events.count, 7)
        XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
        subscription.dispose()
    }

    /// A subscriber that sends into the source from `onNext` receives the new element's inner
    /// elements after the current inner's, never nested inside them.
    func testAReentrantSendIsDeliveredAfterTheCurrentInner() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        var depth = 0
        var maximumDepth = 0
        let subscription = subject.flatMap { value -> Observable<Int> in
            value < 100 ? .of(value, value + 1000) : .just(value)
        }.subscribe(AnyObserver { event in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            recorder.observer.on(event)
            depth -= 1
        })
        recorder.onNext = { element in
            if element < 3 { subject.onNext(element + 1) }
            if element == 1 { subject.onNext(500) }
        }
        subject.onNext(0)
        XCTAssertEqual(recorder.elements, [0, 1000, 1, 1001, 2, 1002, 500, 3, 1003])
        XCTAssertEqual(maximumDepth, 1, "no delivery nested in another")
        subscription.dispose()
    }

    func testAnInnerFailingWhileBeingSubscribedEndsEverything() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        let disposedInners = Locked(0)
        let subscription = subject.flatMap { value -> Observable<Int> in
            Observable.create { observer in
                observer.onNext(value)
                if value == 2 { observer.onError(TestError()) }
                observer.onNext(value + 100)
                return Disposables.create { disposedInners.withLock { $0 += 1 } }
            }
        }.subscribe(recorder.observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.elements, [1, 101, 2])
        XCTAssertEqual(recorder.events.count, 4)
        XCTAssertTrue(recorder.events.last?.error is TestError)
        XCTAssertFalse(subject.hasObservers, "the source is unsubscribed")
        XCTAssertEqual(disposedInners.withLock { $0 }, 2)
        subscription.dispose()
    }

    func testDisposingFromOnNextStopsTheInnerBeingSubscribed() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder()
        var subscription: Disposable?
        let disposedInner = Locked(false)
        subscription = subject.flatMap { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                observer.onNext(value + 1)
                observer.onCompleted()
                return Disposables.create { disposedInner.withLock { $0 = true } }
            }
        }.subscribe(recorder.observer)
        recorder.onNext = { _ in subscription?.dispose() }
        subject.onNext(1)
        XCTAssertEqual(recorder.elements, [1])
        XCTAssertTrue(disposedInner.withLock { $0 })
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(5)
        XCTAssertEqual(recorder.events.count, 1)
        recorder.onNext = { _ in } // it holds the subscription, which holds the recorder
    }

    /// An inner still running after its subscription counts until it completes: the result
    /// completes after it, not when the source completes.
    func testAnInnerStillRunningAfterBeingSubscribedHoldsTheCompletion() {
        let subject = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = Recorder()
        let subscription = subject.flatMap { value -> Observable<Int> in
            value == 1 ? inner.startWith(value) : .just(value)
        }.subscribe(recorder.observer)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        inner.onNext(7)
        XCTAssertEqual(recorder.events.count, 3, "not completed while the inner runs")
        inner.onCompleted()
        XCTAssertEqual(recorder.elements, [1, 2, 7])
        XCTAssertEqual(recorder.events.count, 4)
        XCTAssertEqual(recorder.events.last.map { $0.isStopEvent }, true)
        subscription.dispose()
    }

    /// `just` taken without subscribing behaves as subscribing to it: the result completes once
    /// the source completed, and an error from the source ends it.
    func testJustInnersCompleteWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.flatMap { Observable.just($0 * 2) } }
        XCTAssertEqual(res.events.count, 3)
        XCTAssertEqual(Array(res.events.prefix(2)), [.next(210, 2), .next(220, 4)])
        XCTAssertEqual(res.events.last?.time, 230)
        XCTAssertTrue(res.events.last?.value.error is TestError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
