import XCTest
import WaypointRx
import WaypointTesting

final class OfTests: LeakCheckingTestCase {
    func testOfEmitsAllElementsSynchronouslyAtSubscriptionThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testOfWithoutElementsCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.of() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testOfDeliversEverythingBeforeSubscribeReturns() {
        var received: [Int] = []
        var completed = false
        let subscription = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testOfStopsAsSoonAsDownstreamStops() {
        var sent = 0
        var received: [Int] = []
        _ = Observable.of(1, 2, 3, 4, 5)
            .do(onNext: { _ in sent += 1 })
            .take(2)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(sent, 2)
    }

    func testOfOnSchedulerSendsOneElementPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfOnSchedulerDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
