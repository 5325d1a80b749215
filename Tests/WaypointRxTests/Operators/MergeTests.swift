import XCTest
import WaypointRx
import WaypointTesting

final class MergeTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testMergeForwardsAllInnersAndCompletesAfterTheLastInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(260, 3), .completed(300)])
        let ys2 = scheduler.createHotObservable([.next(250, 2), .next(280, 4), .completed(400)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(240, ys2), .completed(350)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .next(260, 3), .next(280, 4), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 300)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 400)])
    }

    func testMergeCompletesWhenTheOuterCompletesLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let ys2 = scheduler.createHotObservable([.next(250, 2), .completed(260)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(240, ys2), .completed(500)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 260)])
    }

    func testMergeInnerErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(280, 3), .completed(300)])
        let ys2 = scheduler.createHotObservable([.next(250, 2), .error(270, TestError())])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(240, ys2), .completed(350)])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .error(270, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 270)])
    }

    func testMergeOuterErrorEndsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(280, 3), .completed(300)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .error(250, TestError())])
        let res = scheduler.start { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
    }

    func testMergeDisposedMidStreamUnsubscribesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createHotObservable([.next(220, 1), .next(280, 3), .completed(300)])
        let ys2 = scheduler.createHotObservable([.next(250, 2), .completed(400)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(240, ys2), .completed(350)])
        let res = scheduler.start(disposed: 265) { xs.merge() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 265)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 265)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(240, 265)])
    }

    func testMergeMaxConcurrentQueuesSourcesUntilASlotFrees() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let ys3 = scheduler.createColdObservable([.next(5, 3), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .next(230, ys3), .completed(300)])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(255, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(250, 270)])
    }

    func testMergeMaxConcurrentCompletesAfterQueuedSourcesRan() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(270, 2), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(260, 290)])
    }

    func testMergeMaxConcurrentDisposedMidStreamDropsWaitingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(300)])
        let res = scheduler.start(disposed: 240) { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testMergeMaxConcurrentBelowOneFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(220, 1), .completed(230)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
        let res = scheduler.start { xs.merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMergeMaxConcurrentDoesNotGrowTheStackWithSynchronousSources() {
        let count = 100_000
        var gate: AnyObserver<Int>?
        let outer = Observable<Observable<Int>>.create { observer in
            observer.onNext(Observable<Int>.create { inner in
                gate = inner
                return Disposables.create()
            })
            for index in 0..<count { observer.onNext(Observable.just(index)) }
            observer.onCompleted()
            return Disposables.create()
        }
        var received = 0
        var last = -1
        var completed = false
        let subscription = outer.merge(maxConcurrent: 1).subscribe(
            onNext: { value in
                received += 1
                last = value
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, 0)
        gate?.onCompleted()
        XCTAssertEqual(received, count)
        XCTAssertEqual(last, count - 1)
        XCTAssertTrue(completed)
        subscription.dispose()
        gate = nil
    }

    func testStaticMergeSubscribesAllAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let c = scheduler.createColdObservable([.next(30, 3), .completed(70)])
        let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable(), c.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 270)])
    }

    func testStaticMergeOfACollectionErrorUnsubscribesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .error(230, TestError())])
        let res = scheduler.start { Observable.merge([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start(disposed: 230) { Observable.merge([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testStaticMergeStopsSubscribingAfterASynchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start { Observable.merge(Observable<Int>.error(TestError()), b.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(b.subscriptions, [])
    }

    /// An element sent to a source from inside the downstream observer is delivered after the
    /// current call returns, never nested in it.
    func testMergeDeliversReentrantEventsAfterTheCurrentOneWithoutNesting() {
        var first: AnyObserver<Int>?
        var second: AnyObserver<Int>?
        let a = Observable<Int>.create { observer in first = observer; return Disposables.create() }
        let b = Observable<Int>.create { observer in second = observer; return Disposables.create() }
        var depth = 0
        var maxDepth = 0
        var received: [Int] = []
        let subscription = Observable.merge(a, b).subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            received.append(value)
            if value == 1 {
                second?.onNext(2)
                XCTAssertEqual(received, [1], "the re-entrant element must wait until this call returns")
            }
            depth -= 1
        })
        first?.onNext(1)
        first?.onNext(3)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(maxDepth, 1)
        subscription.dispose()
        first = nil
        second = nil
    }
}
