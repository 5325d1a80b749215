import XCTest
import WaypointRx
import WaypointTesting

final class SampleTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let values = ["a": 1, "b": 2, "c": 3, "d": 4, "0": 0]
    let ticks = ["x": "x"]

    func testSendsTheLatestNewElementOnEachTick() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c----d-|", values: values)
        let sampler = try scheduler.createHotObservable("--x---x--x---x-|", values: ticks)
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertMarbles(res, "--a---c------(d|)", values: values)
        XCTAssertSubscriptions(xs, "^-----------!")
        XCTAssertSubscriptions(sampler, "^------------!")
    }

    func testDefaultValueFillsTicksWithoutANewElement() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c----d-|", values: values)
        let sampler = try scheduler.createHotObservable("--x---x--x---x-|", values: ticks)
        let res = scheduler.start { xs.sample(sampler, defaultValue: 0) }
        XCTAssertMarbles(res, "--a---c--0---(d|)", values: values)
    }

    func testSamplerCompletionSamplesOnceAndTheSourceCompletionThenEndsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b----|", values: values)
        let sampler = try scheduler.createHotObservable("--x-|", values: ticks)
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertMarbles(res, "--a-b---|", values: values)
    }

    func testSourceErrorPassesAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-#", values: values, errors: ["#": TestError()])
        let sampler = try scheduler.createHotObservable("--x---x", values: ticks)
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertMarbles(res, "--a#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(sampler, "^--!")
    }

    func testSamplerErrorPassesAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b---|", values: values)
        let sampler = try scheduler.createHotObservable("--x-#", values: ticks, errors: ["#": TestError()])
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertMarbles(res, "--a-#", values: values, errors: ["#": TestError()])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testDisposalEndsBothSubscriptions() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b---|", values: values)
        let sampler = try scheduler.createHotObservable("--x---x", values: ticks)
        let res = scheduler.start(disposed: 250) { xs.sample(sampler) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertSubscriptions(xs, "^----!")
        XCTAssertSubscriptions(sampler, "^----!")
    }
}
