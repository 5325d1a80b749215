import XCTest
import WaypointRx
import WaypointTesting

final class CombineLatestTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testCombineLatestEmitsOnceAllHaveAValueAndCompletesWhenAllCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testCombineLatestErrorUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(230, TestError())])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 3 { throw TestError() }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestSourceCompletingWithoutValueWhileOtherNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    /// As RxSwift: once every other source completed and one of them never emitted, the next
    /// element ends the sequence.
    func testCombineLatestCompletesWhenAnElementArrivesAndTheOthersCompletedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestKeepsTheLastValueOfACompletedSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(230, 11), .next(240, 21), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(400)])
        let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestTupleOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(300)])
    }

    func testCombineLatestOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, "b"), .completed(260)])
        let c = scheduler.createHotObservable([.next(230, true), .next(270, false), .completed(280)])
        let res = scheduler.start { Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(230, "1btrue"), .next(240, "2btrue"), .next(270, "2bfalse"), .completed(280)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 280)])
    }

    func testCombineLatestTupleOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, "b"), .completed(260)])
        let c = scheduler.createHotObservable([.next(230, true), .completed(280)])
        let res = scheduler.start { Observable.combineLatest(a, b, c).map { "\($0.0)\($0.1)\($0.2)" } }
        XCTAssertEqual(res.events, [.next(230, "1btrue"), .completed(280)])
    }

    func testCombineLatestOfFourAndItsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(290)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(290)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(290)])
        let d = scheduler.createHotObservable([.next(240, 4), .error(260, TestError())])
        let res = scheduler.start { Observable.combineLatest(a, b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 } }
        XCTAssertEqual(res.events, [.next(240, 1234), .next(250, 1254), .error(260, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 260)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let e = scheduler2.createHotObservable([.next(210, 1), .completed(250)])
        let tuples = scheduler2.start { Observable.combineLatest(e, e, e, e).map { $0.0 + $0.1 + $0.2 + $0.3 } }
        XCTAssertEqual(tuples.events, [.next(210, 4), .completed(250)])
    }

    func testCombineLatestCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(270)])
        let res = scheduler.start { Observable.combineLatest([a, b, c]) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(270)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 270)])
    }

    func testCombineLatestCollectionWithSelectorAndOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, Int?.none), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, Int?.some(2)), .completed(260)])
        let res = scheduler.start { Observable.combineLatest([a, b]) { values in values.map { $0 ?? -1 }.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
    }

    func testCombineLatestCollectionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { Observable.combineLatest([a, b]) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestCollectionDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start(disposed: 230) { Observable.combineLatest([a, b]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2])])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestOfAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testEightSourcesAsATupleAndWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + 10 * index, index), .completed(300 + index)])
        }
        let late = scheduler.createHotObservable([.next(215, 10), .next(290, 20), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], late
            ).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)-\($7)" }
        }
        XCTAssertEqual(res.events, [.next(270, "1234567-10"), .next(290, "1234567-20"), .completed(400)])
        XCTAssertEqual(late.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 301)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let sources2 = (1...8).map { index in scheduler2.createHotObservable([.next(200 + 10 * index, index), .completed(400)]) }
        let res2 = scheduler2.start {
            Observable.combineLatest(sources2[0], sources2[1], sources2[2], sources2[3], sources2[4], sources2[5], sources2[6], sources2[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res2.events, [.next(280, 36), .completed(400)])
    }

    func testFiveToSevenSourcesErrorUnsubscribesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...7).map { index in scheduler.createHotObservable([.next(200 + index, index)]) }
        let failing = scheduler.createHotObservable([.error(250, TestError(), Int.self)])
        let five = scheduler.start { Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], failing).map { $0 + $1 + $2 + $3 + $4 } }
        XCTAssertEqual(five.events, [.error(250, TestError())])
        XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 250)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = (1...7).map { index in scheduler2.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let six = scheduler2.start { Observable.combineLatest(ys[0], ys[1], ys[2], ys[3], ys[4], ys[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) } }
        XCTAssertEqual(six.events, [.next(206, 21), .completed(300)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = (1...7).map { index in scheduler3.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let seven = scheduler3.start { Observable.combineLatest(zs[0], zs[1], zs[2], zs[3], zs[4], zs[5], zs[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        XCTAssertEqual(seven.events, [.next(207, 28), .completed(300)])
    }
}
