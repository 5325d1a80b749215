import XCTest
import WaypointRx
import WaypointTesting

final class RangeTests: LeakCheckingTestCase {
    func testRangeEmitsCountValuesFromStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
    }

    func testRangeWithZeroCountCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.min, count: 0) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testRangeWithNegativeCountFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: -1) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testRangeUpToTheLargestValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 125, count: 3) }
        XCTAssertEqual(res.events, [.next(200, 125), .next(200, 126), .next(200, 127), .completed(200)])
    }

    func testRangePastTheLargestValueFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 125, count: 4) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testMillionElementsDoNotGrowTheStack() {
        var sum = 0
        var completed = false
        _ = Observable.range(start: 0, count: 1_000_000).subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, 499_999_500_000)
        XCTAssertTrue(completed)
    }

    func testRangeStopsWhenDownstreamStops() {
        var sent = 0
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 1_000_000)
            .do(onNext: { _ in sent += 1 })
            .take(3)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(sent, 3)
    }

    func testDisposingFromInsideOnNextStopsTheLoopAtOnce() {
        var received: [Int] = []
        let outer = Observable<Int>.create { _ in
            let inner = SerialDisposable()
            inner.disposable = Observable.range(start: 0, count: 1_000_000).subscribe(onNext: { value in
                received.append(value)
                if value == 4 { inner.dispose() }
            })
            return inner
        }.subscribe()
        XCTAssertEqual(received, [0, 1, 2, 3, 4])
        outer.dispose()
    }

    func testRangeOnSchedulerSendsOneValuePerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRangeOnSchedulerDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 1, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testRangeOnSchedulerWithInvalidArgumentsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 127, count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }
}
