import XCTest
import WaypointRx
import WaypointTesting

/// `Maybe.zip` with five to eight sources: RxSwift's timelines, error, empty, disposal.
final class MaybeZipArityTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// `n` hot sources; source `i` (from 1) answers `i` at tick 200 + 10·i, except that `last`
    /// replaces the last source's events.
    private func sources(_ scheduler: TestScheduler, _ n: Int, last: [Recorded<Event<Int>>]? = nil) -> [TestableObservable<Int>] {
        (1...n).map { i in
            if i == n, let last { return scheduler.createHotObservable(last) }
            return scheduler.createHotObservable([.next(200 + 10 * i, i), .completed(200 + 10 * i)])
        }
    }

    /// Each source was subscribed at 200 and left at its own answer or at `end`, whichever came first.
    private func assertSubscriptions(_ xs: [TestableObservable<Int>], end: TestTime, line: UInt = #line) {
        for (index, source) in xs.enumerated() {
            XCTAssertEqual(source.subscriptions, [Subscription(200, min(200 + 10 * (index + 1), end))], "source \(index + 1)", line: line)
        }
    }

    func testZip5Succeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 5)
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe()) { $0 + $1 + $2 + $3 + $4 } }
        XCTAssertEqual(res.events, [.next(250, 15), .completed(250)])
        assertSubscriptions(xs, end: 1000)
        let tupled = TestScheduler(initialClock: 0)
        let ys = sources(tupled, 5)
        let tuple = tupled.start { Maybe.zip(ys[0].asMaybe(), ys[1].asMaybe(), ys[2].asMaybe(), ys[3].asMaybe(), ys[4].asMaybe()).map { "\($0)\($1)\($2)\($3)\($4)" } }
        XCTAssertEqual(tuple.events, [.next(250, "12345"), .completed(250)])
    }

    func testZip5FailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 5, last: [.error(235, TestError())])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.error(235, TestError())])
        assertSubscriptions(xs, end: 235)
    }

    func testZip5CompletesEmptyWhenOneSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 5, last: [.completed(235)])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.completed(235)])
        assertSubscriptions(xs, end: 235)
    }

    func testZip5DisposedBeforeTheLastAnswerSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 5)
        let res = scheduler.start(disposed: 235) { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [])
        assertSubscriptions(xs, end: 235)
    }

    func testZip6Succeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 6)
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 } }
        XCTAssertEqual(res.events, [.next(260, 21), .completed(260)])
        assertSubscriptions(xs, end: 1000)
        let tupled = TestScheduler(initialClock: 0)
        let ys = sources(tupled, 6)
        let tuple = tupled.start { Maybe.zip(ys[0].asMaybe(), ys[1].asMaybe(), ys[2].asMaybe(), ys[3].asMaybe(), ys[4].asMaybe(), ys[5].asMaybe()).map { "\($0)\($1)\($2)\($3)\($4)\($5)" } }
        XCTAssertEqual(tuple.events, [.next(260, "123456"), .completed(260)])
    }

    func testZip6FailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 6, last: [.error(235, TestError())])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.error(235, TestError())])
        assertSubscriptions(xs, end: 235)
    }

    func testZip6CompletesEmptyWhenOneSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 6, last: [.completed(235)])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.completed(235)])
        assertSubscriptions(xs, end: 235)
    }

    func testZip6DisposedBeforeTheLastAnswerSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 6)
        let res = scheduler.start(disposed: 235) { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [])
        assertSubscriptions(xs, end: 235)
    }

    func testZip7Succeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 7)
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        XCTAssertEqual(res.events, [.next(270, 28), .completed(270)])
        assertSubscriptions(xs, end: 1000)
        let tupled = TestScheduler(initialClock: 0)
        let ys = sources(tupled, 7)
        let tuple = tupled.start { Maybe.zip(ys[0].asMaybe(), ys[1].asMaybe(), ys[2].asMaybe(), ys[3].asMaybe(), ys[4].asMaybe(), ys[5].asMaybe(), ys[6].asMaybe()).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)" } }
        XCTAssertEqual(tuple.events, [.next(270, "1234567"), .completed(270)])
    }

    func testZip7FailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 7, last: [.error(235, TestError())])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.error(235, TestError())])
        assertSubscriptions(xs, end: 235)
    }

    func testZip7CompletesEmptyWhenOneSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 7, last: [.completed(235)])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.completed(235)])
        assertSubscriptions(xs, end: 235)
    }

    func testZip7DisposedBeforeTheLastAnswerSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 7)
        let res = scheduler.start(disposed: 235) { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [])
        assertSubscriptions(xs, end: 235)
    }

    func testZip8Succeeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 8)
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe(), xs[7].asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }
        XCTAssertEqual(res.events, [.next(280, 36), .completed(280)])
        assertSubscriptions(xs, end: 1000)
        let tupled = TestScheduler(initialClock: 0)
        let ys = sources(tupled, 8)
        let tuple = tupled.start { Maybe.zip(ys[0].asMaybe(), ys[1].asMaybe(), ys[2].asMaybe(), ys[3].asMaybe(), ys[4].asMaybe(), ys[5].asMaybe(), ys[6].asMaybe(), ys[7].asMaybe()).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" } }
        XCTAssertEqual(tuple.events, [.next(280, "12345678"), .completed(280)])
    }

    func testZip8FailsAtTheFirstErrorAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 8, last: [.error(235, TestError())])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe(), xs[7].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.error(235, TestError())])
        assertSubscriptions(xs, end: 235)
    }

    func testZip8CompletesEmptyWhenOneSourceIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 8, last: [.completed(235)])
        let res = scheduler.start { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe(), xs[7].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [.completed(235)])
        assertSubscriptions(xs, end: 235)
    }

    func testZip8DisposedBeforeTheLastAnswerSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = sources(scheduler, 8)
        let res = scheduler.start(disposed: 235) { Maybe.zip(xs[0].asMaybe(), xs[1].asMaybe(), xs[2].asMaybe(), xs[3].asMaybe(), xs[4].asMaybe(), xs[5].asMaybe(), xs[6].asMaybe(), xs[7].asMaybe()).map { _ in 0 } }
        XCTAssertEqual(res.events, [])
        assertSubscriptions(xs, end: 235)
    }
}
