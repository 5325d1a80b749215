import XCTest
import WaypointRx
import WaypointTesting

final class BufferTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let letters = ["a": "a", "b": "b", "c": "c", "d": "d", "e": "e"]

    func testSendsWhenFullOrWhenTheTimeSpanEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-----e-|", values: letters)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
        // Full at 250 (the timer restarts), timed out at 300, then the completion sends the rest.
        XCTAssertMarbles(res, "-----x----y----(z|)", values: ["x": ["a", "b", "c"], "y": ["d"], "z": ["e"]])
        XCTAssertSubscriptions(xs, "^--------------!")
    }

    func testTimerSendsEmptyArraysAndCompletionSendsTheCurrentOne() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("--------|")
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, []), .next(260, []), .next(280, []), .completed(280)])
    }

    func testCountOnly() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-|", values: letters)
        let res = scheduler.start { xs.buffer(timeSpan: .never, count: 2, scheduler: scheduler) }
        XCTAssertMarbles(res, "---x---(y|)", values: ["x": ["a", "b"], "y": ["c"]])
    }

    func testTimeOnlyWithALargeCount() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d--|", values: letters)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: .max, scheduler: scheduler) }
        XCTAssertMarbles(res, "----x---y-(z|)", values: ["x": ["a", "b"], "y": ["c", "d"], "z": []])
    }

    func testErrorDropsTheCurrentArray() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-#", values: letters, errors: ["#": TestError()])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 5, scheduler: scheduler) }
        XCTAssertMarbles(res, "----x#", values: ["x": ["a", "b"]], errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testDisposalStopsTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d--|", values: letters)
        let res = scheduler.start(disposed: 250) { xs.buffer(timeSpan: .seconds(30), count: 5, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, ["a", "b"])])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func testNonPositiveCountFailsAtSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-|", values: letters)
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
