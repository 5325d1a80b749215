import XCTest
import WaypointRx
import WaypointTesting

final class PublishRelayTests: LeakCheckingTestCase {
    func testAcceptedElementsReachCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(300) { relay.accept(3) }
        scheduler.scheduleAt(500) { relay.accept(4) }
        let res = scheduler.start(disposed: 400) { relay }
        XCTAssertEqual(res.events, [.next(210, 2), .next(300, 3)])
        XCTAssertFalse(relay.hasObservers)
    }

    func testAsObservableSubscribesToTheRelayWithoutExposingTheSubject() {
        let relay = PublishRelay<Int>()
        let observable = relay.asObservable()
        XCTAssertNil(observable as? PublishSubject<Int>)
        var received: [Int] = []
        let subscription = observable.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(relay.hasObservers)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
        XCTAssertFalse(relay.hasObservers)
    }
}
