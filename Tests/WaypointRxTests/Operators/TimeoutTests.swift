import XCTest
import WaypointRx
import WaypointTesting

final class TimeoutTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "x": 10, "y": 20]
    let timeout: [String: Error] = ["#": RxError.timeout]

    func testElementsInTimePassAndCompletionEndsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a--b--|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "--a--b--|", values: values)
        XCTAssertSubscriptions(xs, "^-------!")
    }

    func testSilenceAfterAnElementTimesOut() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a------b|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "--a--#", values: values, errors: timeout)
        XCTAssertEqual(res.events, [.next(220, 1), .error(250, RxError.timeout)])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testFirstWaitStartsAtSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable("-----|")
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "---#", errors: timeout)
        XCTAssertSubscriptions(xs, "^--!")
    }

    func testElementExactlyAtTheDeadlineThatWasScheduledFirstWins() throws {
        let scheduler = TestScheduler(initialClock: 0)
        // The hot source's events were scheduled before the timer, so at tick 230 the element runs first.
        let xs = try scheduler.createHotObservable("---a--|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "---a--|", values: values)
    }

    func testElementOneTickLateLosesTheRace() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(231, 1), .next(232, 2), .completed(240)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testColdElementAtTheDeadlineLosesBecauseTheTimerWasScheduledFirst() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("---a|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, RxError.timeout)])
    }

    func testErrorPassesAndStopsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-#", values: values, errors: ["#": TestError()])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertMarbles(res, "-a-#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^--!")
    }

    func testSwitchesToOtherOnTimeout() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a-----b-|", values: values)
        let other = try scheduler.createColdObservable("-x-y|", values: values)
        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }
        XCTAssertMarbles(res, "--a---x-y|", values: values)
        XCTAssertSubscriptions(xs, "^----!")
        XCTAssertSubscriptions(other, "-----^---!")
    }

    func testDisposalBeforeTimeoutCancelsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a------b|", values: values)
        let res = scheduler.start(disposed: 240) { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testDisposalAfterSwitchingEndsOther() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = try scheduler.createHotObservable("--------|")
        let other = try scheduler.createColdObservable("-x-----y|", values: values)
        let res = scheduler.start(disposed: 260) { xs.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 10)])
        XCTAssertSubscriptions(other, "--^---!")
    }

    func testNeverTimeoutNeverFires() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a------b|", values: values)
        let res = scheduler.start { xs.timeout(.never, scheduler: scheduler) }
        XCTAssertMarbles(res, "--a------b|", values: values)
    }
}
