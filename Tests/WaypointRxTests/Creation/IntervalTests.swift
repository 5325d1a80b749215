import XCTest
import WaypointRx
import WaypointTesting

final class IntervalTests: LeakCheckingTestCase {
    func testIntervalEmitsEveryPeriodFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 290) { Observable<Int>.interval(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1), .next(260, 2), .next(280, 3)])
        XCTAssertMarbles(res, "--0-1-2-3", values: ["0": 0, "1": 1, "2": 2, "3": 3])
    }

    func testIntervalOnOtherIntegerTypesAndResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(disposed: 260) { Observable<Int64>.interval(.milliseconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 0), .next(250, 1)])
    }

    func testTwoSubscriptionsCountIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(interval.subscribe(first)) }
        scheduler.scheduleAt(115) { subscriptions.append(interval.subscribe(second)) }
        scheduler.scheduleAt(136) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 0), .next(120, 1), .next(130, 2)])
        XCTAssertEqual(second.events, [.next(125, 0), .next(135, 1)])
    }
}
