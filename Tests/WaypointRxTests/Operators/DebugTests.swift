import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error, CustomStringConvertible {
    var description: String { "boom" }
}

final class DebugTests: LeakCheckingTestCase {
    private var previousOutput: Hooks.DebugOutput?
    private let lines = SendableLog<String>()

    override func setUp() {
        super.setUp()
        previousOutput = Hooks.debugOutput
        let lines = lines
        Hooks.debugOutput = { lines.append($0) }
    }

    override func tearDown() {
        if let previousOutput { Hooks.debugOutput = previousOutput }
        super.tearDown()
    }

    func testLogsSubscriptionEventsAndDisposalAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(lines.all, ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event completed", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testLogsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { xs.debug("xs") }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(lines.all, ["xs -> subscribed", "xs -> Event error(boom)", "xs -> isDisposed"])
    }

    func testLogsDisposalOnceWhenDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs.debug("xs") }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(lines.all, ["xs -> subscribed", "xs -> Event next(1)", "xs -> isDisposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testOuterDisposalIsLoggedBeforeInner() {
        let subscription = Observable<Int>.never().debug("inner").debug("outer").subscribe()
        subscription.dispose()
        XCTAssertEqual(lines.all, ["outer -> subscribed", "inner -> subscribed", "outer -> isDisposed", "inner -> isDisposed"])
    }

    func testTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
        _ = Observable.just("short").debug("u", trimOutput: true).subscribe()
        let expected = "t -> Event " + "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")"
        XCTAssertEqual(lines.all[1], expected)
        XCTAssertEqual(lines.all[5], "u -> Event next(short)")
    }

    func testDefaultIdentifierNamesTheCallSite() {
        _ = Observable.just(1).debug().subscribe()
        let line = #line - 1
        XCTAssertEqual(lines.all.first, "DebugTests.swift:\(line) (testDefaultIdentifierNamesTheCallSite()) -> subscribed")
    }
}
