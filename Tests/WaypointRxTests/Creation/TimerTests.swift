import XCTest
import WaypointRx
import WaypointTesting

final class TimerTests: LeakCheckingTestCase {
    func testOneShotTimerEmitsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
        XCTAssertMarbles(res, "---(0|)", values: ["0": 0])
    }

    func testPeriodicTimerCountsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 300) { Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .next(250, 1), .next(270, 2), .next(290, 3)])
    }

    func testPeriodicTimerDisposedBeforeFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 229) { Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testNeverDueTimeNeverEmitsAndSchedulesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testNeverPeriodEmitsOnlyTheFirstValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(10), period: .never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0)])
    }

    func testNonPositivePeriodFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let zero = scheduler.start { Observable<Int>.timer(.seconds(10), period: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(zero.events, [.error(200, RxError.argumentOutOfRange)])
        let negative = TestScheduler(initialClock: 0).start { Observable<Int>.interval(.seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(negative.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testCounterOverflowFailsInsteadOfWrapping() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<UInt8>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events.count, 257)
        XCTAssertEqual(res.events.suffix(2), [.next(456, 255), .error(457, RxError.overflow)])
    }
}
