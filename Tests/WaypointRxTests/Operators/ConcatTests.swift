import XCTest
import WaypointRx
import WaypointTesting

final class ConcatTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testStaticConcatSubscribesEachAfterThePreviousCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat(ys1.asObservable(), ys2.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testInstanceConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { ys1.concat(ys2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3), .completed(250)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatErrorStopsBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .error(30, TestError())])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat([ys1.asObservable(), ys2.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError())])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatErrorInTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.error(20, TestError(), Int.self)])
        let res = scheduler.start { ys1.concat(ys2) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError())])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 250)])
    }

    func testConcatDisposedMidStreamInTheSecondSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 3), .next(50, 4), .completed(60)])
        let ys3 = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start(disposed: 260) { Observable.concat(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(ys3.subscriptions, [])
    }

    func testConcatOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.concat([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testConcatOfObservableOfObservablesQueuesInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .completed(230)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(260, 2), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(250, 270)])
    }

    func testConcatOfObservableOfObservablesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(220, ys2), .error(230, TestError())])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(ys2.subscriptions, [])
    }

    func testConcatOfManySynchronousSourcesDoesNotGrowTheStack() {
        let count = 100_000
        var received = 0
        var completed = false
        _ = Observable.concat(Array(repeating: Observable.just(1), count: count)).subscribe(
            onNext: { received += $0 },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)
    }

    func testConcatIteratesItsSequenceLazilyOneStepPerCompletedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: [TestableObservable<Int>] = []
        let sources = (0...).lazy.map { value -> Observable<Int> in
            let source = scheduler.createColdObservable([.next(10, value), .completed(20)])
            created.append(source)
            return source.asObservable()
        }
        let res = scheduler.start(disposed: 250) { Observable.concat(sources) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 1)])
        XCTAssertEqual(created.count, 3, "an infinite sequence is pulled one source at a time")
        XCTAssertEqual(created.map(\.subscriptions), [[Subscription(200, 220)], [Subscription(220, 240)], [Subscription(240, 250)]])
    }

    func testConcatOfEndlessSynchronousSourcesStopsWhenDownstreamStops() {
        var pulled = 0
        let sources = (0...).lazy.map { value -> Observable<Int> in
            pulled += 1
            return Observable.just(value)
        }
        var received: [Int] = []
        var completed = false
        _ = Observable.concat(sources)
            .take(until: { $0 == 3 }, behavior: .inclusive)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [0, 1, 2, 3])
        XCTAssertTrue(completed)
        XCTAssertEqual(pulled, 4)
    }
}
