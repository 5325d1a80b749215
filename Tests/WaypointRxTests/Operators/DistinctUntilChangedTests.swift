import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class DistinctUntilChangedTests: LeakCheckingTestCase {
    struct Item: Equatable { let id: Int; let name: String }

    func testDropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(215, 1), .next(220, 2), .next(230, 2), .next(240, 1), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a1"), .next(220, "a2"), .next(230, "b1"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.first! } }
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(230, "b1"), .completed(300)])
    }

    func testComparerComparesWithTheLastEmittedElement() {
        // 1 → 2 (|Δ| 1, dropped) → 3 (|Δ| from 1 is 2, emitted).
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) < 2 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    }

    func testKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")), .next(230, Item(id: 2, name: "b")), .completed(300),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.id) }
        XCTAssertEqual(res.events, [.next(210, Item(id: 1, name: "a")), .next(230, Item(id: 2, name: "b")), .completed(300)])
    }

    func testKeySelectorWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .completed(300)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 }) }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .completed(300)])
    }

    func testPassesErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingComparerFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start { xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError() } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingKeySelectorFailsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.distinctUntilChanged { (_: Int) -> Int in throw TestError() } }
        XCTAssertEqual(res.events, [.error(210, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
