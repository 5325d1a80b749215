import XCTest
import WaypointRx
import WaypointTesting

final class WithUnretainedTests: LeakCheckingTestCase {
    struct TestError: Error {}
    final class Owner: @unchecked Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    func testPairsEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testResultSelectorForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        XCTAssertEqual(res.events, [.next(210, "o1"), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTheNextElementAfterTheObjectIsGoneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(weakOwner!) { "\($0.name)\($1)" } }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(res.events, [.next(210, "o1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
