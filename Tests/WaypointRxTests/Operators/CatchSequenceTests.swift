import XCTest
import WaypointRx
import WaypointTesting

final class CatchSequenceTests: LeakCheckingTestCase {
    struct TestError: Error, Equatable { var code = 0 }

    func testMovesToTheNextSequenceAtAnErrorAndStopsAtACompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let zs = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testTheLastErrorEndsItWhenEverySequenceFailed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let ys = scheduler.createColdObservable([.error(5, TestError(code: 2), Int.self)])
        let res = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(225, TestError(code: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func testNoSequencesCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testDisposalUnsubscribesTheCurrentSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, TestError(), Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3)])
        let res = scheduler.start(disposed: 260) { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(230, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 260)])
    }

    func testManySynchronousFailuresDoNotGrowTheStack() {
        let failures = (0..<10_000).lazy.map { _ in Observable<Int>.error(TestError()) }
        var received: [Int] = []
        var completed = false
        _ = Observable.catch(sequence: failures + [Observable.just(1)])
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1])
        XCTAssertTrue(completed)
    }
}
