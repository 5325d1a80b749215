import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class EnumeratedTests: LeakCheckingTestCase {
    private func flatten<Element>(_ observable: Observable<(index: Int, element: Element)>) -> Observable<String> {
        observable.map { "\($0.index):\($0.element)" }
    }

    func testPairsElementsWithTheirIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .completed(300)])
        let res = scheduler.start { self.flatten(xs.enumerated()) }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionCountsFromZero() {
        let observable = Observable.of("a", "b").enumerated().map(\.index)
        var received: [Int] = []
        _ = observable.subscribe(onNext: { received.append($0) })
        _ = observable.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 0, 1])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError())])
        let res = scheduler.start { self.flatten(xs.enumerated()) }
        XCTAssertEqual(res.events, [.next(210, "0:a"), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b")])
        let res = scheduler.start(disposed: 250) { self.flatten(xs.enumerated()) }
        XCTAssertEqual(res.events, [.next(210, "0:a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
