import XCTest
import WaypointRx
import WaypointTesting

final class BehaviorRelayTests: LeakCheckingTestCase {
    func testSubscribersGetTheCurrentValueThenAcceptedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(300) { relay.accept(3) }
        scheduler.scheduleAt(500) { relay.accept(4) }
        let res = scheduler.start(disposed: 400) { relay }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .next(300, 3)])
        XCTAssertEqual(relay.value, 4)
        XCTAssertFalse(relay.hasObservers)
    }

    func testValueIsTheLatestAccepted() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
    }

    func testAsObservableReplaysTheValueWithoutExposingTheSubject() {
        let relay = BehaviorRelay(value: 1)
        let observable = relay.asObservable()
        XCTAssertNil(observable as? BehaviorSubject<Int>)
        var received: [Int] = []
        let subscription = observable.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }
}
