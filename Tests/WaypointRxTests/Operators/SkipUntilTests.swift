import XCTest
import WaypointRx
import WaypointTesting

final class SkipUntilTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testSkipUntilForwardsAfterOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(225, "go"), .next(250, "again"), .completed(260)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilSourceCompletingFirstStopsWithoutEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let other = scheduler.createHotObservable([.next(300, "go")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testSkipUntilOtherCompletingWithoutElementKeepsSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([.completed(220, String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilOtherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let other = scheduler.createHotObservable([.error(220, TestError(), String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilSourceErrorBeforeOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let other = scheduler.createHotObservable([.next(300, "go")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSkipUntilDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start(disposed: 250) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    /// Issue 14, defect 2: the source completing first releases every subscription.
    func testSkipUntilSourceCompletingFirstReleasesItsSubscription() {
        let before = Resources.total
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let subscription = source.skip(until: other).subscribe()
        source.onCompleted()
        XCTAssertFalse(other.hasObservers)
        // Only the closure subscriber, held here, is left.
        XCTAssertEqual(Resources.total, before + 1)
        subscription.dispose()
    }

    func testSkipUntilSourceCompletingFirstLeavesNothingBehindWhenDropped() {
        let before = Resources.total
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        _ = source.skip(until: other).subscribe(onNext: { _ in })
        source.onCompleted()
        XCTAssertFalse(other.hasObservers)
        XCTAssertEqual(Resources.total, before)
    }
}
