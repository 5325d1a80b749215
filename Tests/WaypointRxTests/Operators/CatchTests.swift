import XCTest
import WaypointRx
import WaypointTesting

final class CatchTests: LeakCheckingTestCase {
    enum TestError: Error { case first, second }

    func testCatchContinuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var caught: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(caught, ["first"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchDoesNothingWithoutAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(handlerCalls, 0)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let res = scheduler.start { xs.catch { _ in throw TestError.second } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, TestError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchFallbackError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.second)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .error(250, TestError.second)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchDisposedInTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(50, 3), .completed(60)])
        let res = scheduler.start(disposed: 260) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
    }

    func testCatchDisposedBeforeAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start(disposed: 220) { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testCatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.first)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testCatchAndReturnPassesCompletionThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(-1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
