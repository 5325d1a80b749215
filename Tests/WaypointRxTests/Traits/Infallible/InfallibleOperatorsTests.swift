import XCTest
import WaypointRx
import WaypointTesting

final class InfallibleOperatorsTests: LeakCheckingTestCase {
    private func hot(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>]) -> (TestableObservable<Int>, Infallible<Int>) {
        let xs = scheduler.createHotObservable(events)
        return (xs, xs.asInfallible(onErrorJustReturn: -1))
    }

    func testMapCompactMapFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start {
            source.map { $0 * 10 }.filter { $0 != 20 }.compactMap { $0 > 25 ? "\($0)" : nil }
        }
        XCTAssertEqual(res.events, [.next(230, "30"), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testFlatMapFamily() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = hot(scheduler, [.next(210, 1), .next(220, 2), .completed(300)])
        let inner = { (value: Int) in
            scheduler.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        }
        XCTAssertEqual(scheduler.start { source.flatMap(inner) }.events,
                       [.next(215, 1), .next(225, 10), .next(225, 2), .next(235, 20), .completed(300)])

        let s2 = TestScheduler(initialClock: 0)
        let (_, source2) = hot(s2, [.next(210, 1), .next(220, 2), .completed(300)])
        let inner2 = { (value: Int) in
            s2.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        }
        XCTAssertEqual(s2.start { source2.flatMapLatest(inner2) }.events, [.next(215, 1), .next(225, 2), .next(235, 20), .completed(300)])

        let s3 = TestScheduler(initialClock: 0)
        let (_, source3) = hot(s3, [.next(210, 1), .next(220, 2), .completed(300)])
        let inner3 = { (value: Int) in
            s3.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        }
        XCTAssertEqual(s3.start { source3.flatMapFirst(inner3) }.events, [.next(215, 1), .next(225, 10), .completed(300)])

        let s4 = TestScheduler(initialClock: 0)
        let (_, source4) = hot(s4, [.next(210, 1), .next(220, 2), .completed(300)])
        let inner4 = { (value: Int) in
            s4.createColdObservable([.next(5, value), .next(15, value * 10), .completed(20)]).asInfallible(onErrorJustReturn: 0)
        }
        XCTAssertEqual(s4.start { source4.concatMap(inner4) }.events,
                       [.next(215, 1), .next(225, 10), .next(235, 2), .next(245, 20), .completed(300)])
    }

    func testDistinctUntilChangedStartWithScan() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = hot(scheduler, [.next(210, 1), .next(220, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(scheduler.start { source.distinctUntilChanged().startWith(0).scan(0, accumulator: +) }.events,
                       [.next(200, 0), .next(210, 1), .next(230, 3), .completed(240)])
        let s2 = TestScheduler(initialClock: 0)
        let (_, source2) = hot(s2, [.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
        XCTAssertEqual(s2.start { source2.distinctUntilChanged { $0 % 2 }.scan(into: [Int]()) { $0.append($1) }.map { $0.count } }.events,
                       [.next(210, 1), .next(230, 2), .completed(240)])
        let s3 = TestScheduler(initialClock: 0)
        let (_, source3) = hot(s3, [.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
        XCTAssertEqual(s3.start { source3.distinctUntilChanged { $0 % 2 == $1 % 2 }.distinctUntilChanged(at: \.self) }.events,
                       [.next(210, 1), .next(230, 4), .completed(240)])
    }

    func testWithLatestFromAndWithUnretained() {
        final class Owner: @unchecked Sendable {}
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = hot(scheduler, [.next(210, 1), .next(230, 2), .completed(300)])
        let (_, other) = hot(scheduler, [.next(220, 10), .completed(400)])
        XCTAssertEqual(scheduler.start { source.withLatestFrom(other) { $0 + $1 } }.events, [.next(230, 12), .completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let (_, source2) = hot(s2, [.next(210, 1), .next(230, 2), .completed(300)])
        let (_, other2) = hot(s2, [.next(220, 10), .completed(400)])
        XCTAssertEqual(s2.start { source2.withLatestFrom(other2) }.events, [.next(230, 10), .completed(300)])
        let owner = Owner()
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1).withUnretained(owner).map { $1 } }.events,
                       [.next(200, 1), .completed(200)])
    }

    func testCombineLatestZipMergeConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, a) = hot(scheduler, [.next(210, 1), .next(230, 2), .completed(300)])
        let (_, b) = hot(scheduler, [.next(220, 10), .completed(310)])
        XCTAssertEqual(scheduler.start { Infallible.combineLatest(a, b).map { $0 + $1 } }.events,
                       [.next(220, 11), .next(230, 12), .completed(310)])
        let s2 = TestScheduler(initialClock: 0)
        let (_, a2) = hot(s2, [.next(210, 1), .next(230, 2), .completed(300)])
        let (_, b2) = hot(s2, [.next(220, 10), .completed(310)])
        let (_, c2) = hot(s2, [.next(225, 100), .completed(320)])
        XCTAssertEqual(s2.start { Infallible.combineLatest(a2, b2, c2) { $0 + $1 + $2 } }.events,
                       [.next(225, 111), .next(230, 112), .completed(320)])
        let s3 = TestScheduler(initialClock: 0)
        let (_, a3) = hot(s3, [.next(210, 1), .next(230, 2), .completed(300)])
        let (_, b3) = hot(s3, [.next(220, 10), .completed(250)])
        XCTAssertEqual(s3.start { Infallible.zip(a3, b3).map { $0 + $1 } }.events, [.next(220, 11), .completed(250)])
        let s4 = TestScheduler(initialClock: 0)
        let (_, a4) = hot(s4, [.next(210, 1), .completed(300)])
        let (_, b4) = hot(s4, [.next(220, 10), .completed(310)])
        XCTAssertEqual(s4.start { Infallible.merge(a4, b4) }.events, [.next(210, 1), .next(220, 10), .completed(310)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.concat(Infallible.of(1), Infallible.of(2)) }.events,
                       [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.zip(Infallible.of(1), Infallible.of(2), Infallible.of(3)) { $0 + $1 + $2 } }.events,
                       [.next(200, 6), .completed(200)])
    }

    func testTakeAndSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = hot(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(scheduler.start { source.skip(1).take(2) }.events, [.next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let s2 = TestScheduler(initialClock: 0)
        let (_, source2) = hot(s2, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(s2.start { source2.skip(while: { $0 < 2 }).take(while: { $0 < 4 }) }.events,
                       [.next(220, 2), .next(230, 3), .completed(240)])
        let s3 = TestScheduler(initialClock: 0)
        let (_, source3) = hot(s3, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        let trigger = s3.createHotObservable([.next(215, "go"), .next(235, "stop")])
        let stop = s3.createHotObservable([.next(235, "stop")])
        XCTAssertEqual(s3.start { source3.skip(until: trigger).take(until: stop) }.events, [.next(220, 2), .next(230, 3), .completed(235)])
        let s4 = TestScheduler(initialClock: 0)
        let (_, source4) = hot(s4, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(s4.start { source4.skip(.seconds(15), scheduler: s4).take(for: .seconds(35), scheduler: s4) }.events,
                       [.next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.of(1, 2).take(-1) }.events, [.completed(200)])
    }

    func testShare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share(replay: 1)
        let first = scheduler.record(shared.asObservable(), subscribed: 200)
        let second = scheduler.record(shared.asObservable(), subscribed: 215)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(215, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDebounceThrottleDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = hot(scheduler, [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }.events,
                       [.next(225, 2), .next(250, 3), .completed(300)])
        let s2 = TestScheduler(initialClock: 0)
        let (_, source2) = hot(s2, [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        XCTAssertEqual(s2.start { source2.throttle(.seconds(20), scheduler: s2) }.events,
                       [.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let s3 = TestScheduler(initialClock: 0)
        let (_, source3) = hot(s3, [.next(210, 1), .completed(300)])
        XCTAssertEqual(s3.start { source3.delay(.seconds(5), scheduler: s3) }.events, [.next(215, 1), .completed(305)])
    }

    func testObserveOnSubscribeOnAndDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = hot(scheduler, [.next(210, 1), .completed(300)])
        var log: [String] = []
        let res = scheduler.start {
            source.subscribe(on: scheduler).observe(on: scheduler).do(
                onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        // The completion unsubscribes the hot source at once (inside `asInfallible`).
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "after 1", "completed", "after completed", "dispose"])
    }

    func testInfallibleEventIsEquatable() {
        XCTAssertEqual(InfallibleEvent.next(1), .next(1))
        XCTAssertNotEqual(InfallibleEvent.next(1), .completed)
    }

    /// Issue 29: `Infallible.combineLatest` of 4 to 8 sources, as a tuple and with a selector.
    func testCombineLatestOfFourToEightSources() {
        for arity in 4...8 {
            let scheduler = TestScheduler(initialClock: 0)
            // Source i sends i at 210 + i, then 10 * i at 250 + i; it completes at 300 + i.
            let sources = (1...arity).map { i in
                hot(scheduler, [.next(210 + i, i), .next(250 + i, 10 * i), .completed(300 + i)]).1
            }
            let s = sources
            let combined: Infallible<[Int]>
            switch arity {
            case 4: combined = Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
            case 5: combined = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
            case 6: combined = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
            case 7: combined = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
            default: combined = Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
            let res = scheduler.start { combined }
            var expected: [Recorded<Event<[Int]>>] = [.next(210 + arity, Array(1...arity))]
            for changed in 1...arity {
                expected.append(.next(250 + changed, (1...arity).map { $0 <= changed ? 10 * $0 : $0 }))
            }
            expected.append(.completed(300 + arity))
            XCTAssertEqual(res.events, expected, "arity \(arity)")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { i in hot(scheduler, [.next(210, i), .completed(300)]).1 }
        let res = scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }
        XCTAssertEqual(res.events, [.next(210, 36), .completed(300)])
        let five = TestScheduler(initialClock: 0)
        let f = (1...5).map { i in hot(five, [.next(210, i), .completed(300)]).1 }
        XCTAssertEqual(five.start { Infallible.combineLatest(f[0], f[1], f[2], f[3], f[4]) { $0 * $1 * $2 * $3 * $4 } }.events,
                       [.next(210, 120), .completed(300)])
    }

    /// Issue 29: RxRelay's `asInfallible()` on the three relays.
    func testRelaysAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        scheduler.scheduleAt(210) { publish.accept(1); behavior.accept(1); replay.accept(1) }
        scheduler.scheduleAt(220) { publish.accept(2); behavior.accept(2); replay.accept(2) }
        let p = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let r = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            let infallibles: [Infallible<Int>] = [publish.asInfallible(), behavior.asInfallible(), replay.asInfallible()]
            subscriptions = zip(infallibles, [p, b, r]).map { $0.subscribe($1) }
        }
        scheduler.scheduleAt(215) { subscriptions.append(replay.asInfallible().subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(p.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(b.events, [.next(200, 0), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(r.events, [.next(210, 1), .next(220, 2)])
    }

    /// `Infallible.zip` of 4 to 8 sources, as RxSwift's, and `combineLatest` of a collection.
    func testZipOfFourToEightSourcesAndCombineLatestOfACollection() {
        for arity in 4...8 {
            let scheduler = TestScheduler(initialClock: 0)
            // Source i sends i at 210 + i and 10 * i at 250 + i; it completes at 300 + i.
            let s = (1...arity).map { i in hot(scheduler, [.next(210 + i, i), .next(250 + i, 10 * i), .completed(300 + i)]).1 }
            let zipped: Infallible<[Int]>
            switch arity {
            case 4: zipped = Infallible.zip(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
            case 5: zipped = Infallible.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
            case 6: zipped = Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
            case 7: zipped = Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
            default: zipped = Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
            XCTAssertEqual(scheduler.start { zipped }.events, [
                // Completes when the first source completes with nothing left to pair (301).
                .next(210 + arity, Array(1...arity)), .next(250 + arity, (1...arity).map { 10 * $0 }), .completed(301),
            ], "arity \(arity)")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { i in hot(scheduler, [.next(210, i), .completed(300)]).1 }
        XCTAssertEqual(scheduler.start {
            Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        }.events, [.next(210, 36), .completed(300)])
        let many = TestScheduler(initialClock: 0)
        let c = (1...3).map { i in hot(many, [.next(210 + i, i), .completed(300)]).1 }
        XCTAssertEqual(many.start { Infallible.combineLatest(c) }.events, [.next(213, [1, 2, 3]), .completed(300)])
        let summed = TestScheduler(initialClock: 0)
        let d = (1...3).map { i in hot(summed, [.next(210 + i, i), .completed(300)]).1 }
        XCTAssertEqual(summed.start { Infallible.combineLatest(d) { $0.reduce(0, +) } }.events, [.next(213, 6), .completed(300)])
    }
}
