import XCTest
import WaypointRx
import WaypointTesting

final class ZipTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testZipPairsByIndexAndCompletesWhenACompletedSourceHasNothingLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, "a"), .next(250, "b"), .next(260, "c"), .next(270, "d"), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(215, "1a"), .next(250, "2b"), .next(260, "3c"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func testZipCompletesAtOnceWhenASourceCompletesWithAnEmptyBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(400)])
        let res = scheduler.start { Observable.zip(xs, ys) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipNeverAndEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testZipErrorUnsubscribesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .error(230, TestError())])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(300)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(215, 11), .error(225, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func testZipDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(300)])
        let res = scheduler.start(disposed: 230) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipBothCompleteAfterPairing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testZipTupleOfTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(240, "b"), .completed(250)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0.0)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(230, "1a"), .next(240, "2b"), .completed(250)])
    }

    func testZipOfThreeAndItsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b"), .next(225, "c"), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, true), .completed(240)])
        let res = scheduler.start { Observable.zip(a, b, c) { "\($0)\($1)\($2)" } }
        XCTAssertEqual(res.events, [.next(230, "1btrue"), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 240)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let d = scheduler2.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let tuples = scheduler2.start { Observable.zip(d, d, d).map { $0.0 + $0.1 + $0.2 } }
        XCTAssertEqual(tuples.events, [.next(210, 3), .next(220, 6), .completed(230)])
    }

    func testZipOfFourAndItsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 4), .error(250, TestError())])
        let res = scheduler.start { Observable.zip(a, b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 } }
        XCTAssertEqual(res.events, [.next(240, 1234), .error(250, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let e = scheduler2.createHotObservable([.next(210, 1), .completed(230)])
        let tuples = scheduler2.start { Observable.zip(e, e, e, e).map { $0.0 + $0.1 + $0.2 + $0.3 } }
        XCTAssertEqual(tuples.events, [.next(210, 4), .completed(230)])
    }

    func testZipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .completed(260)])
        let b = scheduler.createHotObservable([.next(230, 2), .next(240, 5), .completed(270)])
        let c = scheduler.createHotObservable([.next(235, 3), .next(250, 6), .next(255, 9), .completed(300)])
        let res = scheduler.start { Observable.zip([a, b, c]) }
        XCTAssertEqual(res.events, [.next(235, [1, 2, 3]), .next(250, [4, 5, 6]), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 260)])
    }

    func testZipCollectionWithSelectorAndOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, Int?.none), .completed(250)])
        let b = scheduler.createHotObservable([.next(220, Int?.some(2)), .completed(260)])
        let res = scheduler.start { Observable.zip([a, b]) { values in values.map { $0 ?? -1 }.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
    }

    func testZipCollectionErrorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let b = scheduler.createHotObservable([.error(220, TestError(), Int.self)])
        let res = scheduler.start { Observable.zip([a, b]) }
        XCTAssertEqual(res.events, [.error(220, TestError())])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let c = scheduler2.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let d = scheduler2.createHotObservable([.next(220, 2), .completed(260)])
        let res2 = scheduler2.start(disposed: 225) { Observable.zip([c, d]) }
        XCTAssertEqual(res2.events, [.next(220, [1, 2])])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 225)])
    }

    func testZipOfAnEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testZipBuffersManyElementsInOrder() {
        let count = 1_000
        var received: [Int] = []
        var completed = false
        let xs = Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let ys = Observable<Int>.create { observer in
            for value in 0..<count { observer.onNext(value * 10) }
            return Disposables.create()
        }
        _ = Observable.zip(xs, ys) { $1 - $0 * 10 + $0 }.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, Array(0..<count))
        XCTAssertTrue(completed, "xs completed with its buffer full; zip ends once ys drained it")
    }

    func testEightSourcesAsATupleAndWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...7).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .next(250 + index, 10 * index), .completed(400)])
        }
        let short = scheduler.createHotObservable([.next(210, 100), .next(260, 200), .completed(270)])
        let res = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], short)
                .map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        // zip completes once a completed source has nothing left to pair (the documented rule).
        XCTAssertEqual(res.events, [.next(210, 128), .next(260, 480), .completed(270)])
        XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(short.subscriptions, [Subscription(200, 270)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let sources2 = (1...8).map { index in scheduler2.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let res2 = scheduler2.start {
            Observable.zip(sources2[0], sources2[1], sources2[2], sources2[3], sources2[4], sources2[5], sources2[6], sources2[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined()
            }
        }
        XCTAssertEqual(res2.events, [.next(208, "12345678"), .completed(300)])
    }

    func testFiveToSevenSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...7).map { index in scheduler.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let five = scheduler.start { Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4]) { $0 + $1 + $2 + $3 + $4 } }
        XCTAssertEqual(five.events, [.next(205, 15), .completed(300)])
        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = (1...7).map { index in scheduler2.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let failing = scheduler2.createHotObservable([.error(250, TestError(), Int.self)])
        let six = scheduler2.start { Observable.zip(ys[0], ys[1], ys[2], ys[3], ys[4], failing).map { $0 + $1 + $2 + $3 + $4 + $5 } }
        XCTAssertEqual(six.events, [.error(250, TestError())])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(200, 250)])
        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = (1...7).map { index in scheduler3.createHotObservable([.next(200 + index, index), .completed(300)]) }
        let seven = scheduler3.start(disposed: 250) { Observable.zip(zs[0], zs[1], zs[2], zs[3], zs[4], zs[5], zs[6]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        XCTAssertEqual(seven.events, [.next(207, 28)])
        XCTAssertEqual(zs[6].subscriptions, [Subscription(200, 250)])
    }
}
