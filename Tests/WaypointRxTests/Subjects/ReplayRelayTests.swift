import XCTest
import WaypointRx
import WaypointTesting

final class ReplayRelayTests: LeakCheckingTestCase {
    func testReplaysTheLatestElementsThenSendsLaterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(relay.subscribe(early)) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.scheduleAt(230) { relay.accept(3) }
        scheduler.scheduleAt(240) { subscriptions.append(relay.asObservable().subscribe(late)) }
        scheduler.scheduleAt(250) { relay.accept(4) }
        scheduler.scheduleAt(260) { subscriptions.forEach { $0.dispose() } }
        scheduler.scheduleAt(270) { relay.accept(5) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4)])
        XCTAssertEqual(late.events, [.next(240, 2), .next(240, 3), .next(250, 4)])
        XCTAssertFalse(relay.hasObservers)
    }

    func testUnboundReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbound()
        for value in 1...4 { relay.accept(value) }
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(relay.hasObservers)
        XCTAssertEqual(received, [1, 2, 3, 4])
        subscription.dispose()
    }

    func testNegativeBufferSizeFailsSubscribers() {
        let relay = ReplayRelay<Int>.create(bufferSize: -1)
        var errors: [String] = []
        _ = relay.subscribe(onError: { errors.append("\($0)") })
        XCTAssertEqual(errors, [RxError.argumentOutOfRange.description])
    }

    func testADroppedClosureSubscriberIsReleasedWithTheRelay() {
        let before = Resources.total
        weak var weakToken: Token?
        do {
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            let token = Token()
            weakToken = token
            _ = relay.subscribe(onNext: { _ in _ = token })
            relay.accept(1)
        }
        XCTAssertNil(weakToken)
        XCTAssertEqual(Resources.total, before)
    }
}
