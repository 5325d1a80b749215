import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

/// A run hands the chain and the `proceed` observable of a finished step to a later step, but
/// only when nothing else holds them, strongly or weakly. These tests keep, watch and
/// drop what interceptors receive, and check that nobody can tell.
final class ChainReuseTests: LeakCheckingTestCase {
    /// Ten interceptors adding one each, the fifth replaced by `middle` when given.
    private func chain(length: Int = 10, middle: ((InterceptorChain<Int>) -> Observable<Int>)? = nil) -> InterceptorChain<Int> {
        let chain = InterceptorChain<Int>()
        for position in 1...length {
            if position == length / 2, let middle {
                chain.add(name: "middle") { middle($0) }
            } else {
                chain.add(interceptor: Add())
            }
        }
        return chain
    }

    private func values(_ observable: Observable<Int>) -> [Int] {
        var values: [Int] = []
        observable.subscribe(onNext: { values.append($0) }).dispose()
        return values
    }

    func testALongChainRunsEveryInterceptorOnceWithItsOwnPositionAndInput() {
        let log = Log()
        let chain = InterceptorChain<Int>()
        for _ in 1...50 {
            chain.add { chain in
                log.append("\(chain.position):\(chain.input ?? -1)")
                return chain.proceed(object: (chain.input ?? 0) + 1)
            }
        }
        for run in 0..<3 {
            XCTAssertEqual(values(chain.proceed(object: run * 100)), [run * 100 + 50])
        }
        XCTAssertEqual(log.all, (0..<3).flatMap { run in (1...50).map { "\($0):\(run * 100 + $0 - 1)" } })
    }

    func testAnInterceptorThatDropsItsProceedAndReturnsAnotherObservableGetsThatObservable() {
        // The dropped observable's memory may be reused for the one returned: the run must still
        // tell them apart, and subscribe the one returned.
        let subject = chain { chain in
            _ = chain.proceed()
            return Observable.just(-1).map { $0 }
        }
        for input in 0..<200 {
            XCTAssertEqual(values(subject.proceed(object: input)), [-1], "run \(input)")
        }
    }

    func testAnInterceptorThatDropsAProceedAndReturnsASecondOneRunsTheSecondOnesInput() {
        // The second `proceed` observable is made right after the first is freed, where the
        // allocator is likely to put it: the run must not take it for the first.
        let subject = chain { chain in
            _ = chain.proceed(object: -1_000)
            return chain.proceed(object: chain.input)
        }
        for input in 0..<100 {
            XCTAssertEqual(values(subject.proceed(object: input)), [input + 9], "run \(input)")
        }
    }

    func testAChainAnInterceptorKeepsIsNotReusedAndProceedsLaterWithItsOwnInput() {
        var kept: [InterceptorChain<Int>] = []
        let subject = chain { chain in
            kept.append(chain)
            return chain.proceed()
        }
        XCTAssertEqual(values(subject.proceed(object: 0)), [9])
        XCTAssertEqual(values(subject.proceed(object: 100)), [109])
        XCTAssertEqual(kept.map(\.position), [5, 5])
        XCTAssertEqual(kept.map(\.input), [4, 104])
        // Proceeding again runs the interceptors after it with its input.
        XCTAssertEqual(values(kept[0].proceed()), [9])
        XCTAssertEqual(values(kept[1].proceed()), [109])
        kept.removeAll()
    }

    /// Ten interceptors adding one each; the second gives its chain to `keep`, and the ones after
    /// it record the position of what `watched` returns while the run goes on.
    private func watchingChain(keep: @escaping (InterceptorChain<Int>) -> Void, watched: @escaping () -> InterceptorChain<Int>?, seen: Log) -> InterceptorChain<Int> {
        let subject = InterceptorChain<Int>()
        for position in 1...10 {
            subject.add { chain in
                if position == 2 { keep(chain) }
                if position > 2, let watched = watched() { seen.append("\(watched.position):\(watched.input ?? -1)") }
                return chain.proceed(object: (chain.input ?? 0) + 1)
            }
        }
        return subject
    }

    func testAChainHeldWeaklyIsNeverSeenAsAnotherStep() {
        final class Watcher: @unchecked Sendable {
            weak var chain: InterceptorChain<Int>?
        }
        let watcher = Watcher()
        let seen = Log()
        let subject = watchingChain(keep: { watcher.chain = $0 }, watched: { watcher.chain }, seen: seen)
        XCTAssertEqual(values(subject.proceed(object: 0)), [10])
        // While it lives, it is the second interceptor's chain: never a later step's.
        XCTAssertEqual(Set(seen.all).subtracting(["2:1"]), [])
    }

    func testAProceedObservableAnInterceptorKeepsRunsTheRestAgainLater() {
        var kept: [Observable<Int>] = []
        let subject = chain { chain in
            let rest = chain.proceed()
            kept.append(rest)
            return rest
        }
        XCTAssertEqual(values(subject.proceed(object: 0)), [9])
        XCTAssertEqual(values(subject.proceed(object: 100)), [109])
        // Each runs the interceptors after the middle one (which adds nothing) with its input.
        XCTAssertEqual(values(kept[0]), [9])
        XCTAssertEqual(values(kept[1]), [109])
        XCTAssertEqual(values(kept[0]), [9])
        kept.removeAll()
    }

    func testAProceedObservableHeldWeaklyIsNeverSeenAsAnotherStep() {
        // The second interceptor's `proceed` runs the eight after it on 2, giving 10, whenever
        // it is subscribed; a reused one would run fewer.
        final class Watcher: @unchecked Sendable {
            weak var observable: Observable<Int>?
            var subscribing = false
        }
        let watcher = Watcher()
        let seen = Log()
        let subject = InterceptorChain<Int>()
        for position in 1...10 {
            subject.add { chain in
                let rest = chain.proceed(object: (chain.input ?? 0) + 1)
                if position == 2 { watcher.observable = rest }
                if position > 2, !watcher.subscribing, let watched = watcher.observable {
                    watcher.subscribing = true
                    seen.append("\(self.values(watched))")
                    watcher.subscribing = false
                }
                return rest
            }
        }
        XCTAssertEqual(values(subject.proceed(object: 0)), [10])
        XCTAssertEqual(Set(seen.all).subtracting(["[10]"]), [])
    }

    func testAnInterceptorThatSubscribesItsProceedBeforeReturningItRunsTheRestTwice() {
        let log = Log()
        let subject = chain { chain in
            let rest = chain.proceed()
            _ = rest.subscribe(onNext: { log.append("early \($0)") })
            return rest
        }
        XCTAssertEqual(values(subject.proceed(object: 0)), [9])
        XCTAssertEqual(values(subject.proceed(object: 0)), [9])
        XCTAssertEqual(log.all, ["early 9", "early 9"])
    }

    func testAnInterceptorThatRewritesItsInputIsNotReusedAndKeepsItsRewrite() {
        var kept: [InterceptorChain<Int>] = []
        let subject = chain { chain in
            chain.input = 1_000
            kept.append(chain)
            return chain.proceed()
        }
        XCTAssertEqual(values(subject.proceed(object: 0)), [1_005])
        XCTAssertEqual(values(subject.proceed(object: 0)), [1_005])
        XCTAssertEqual(kept.map(\.input), [1_000, 1_000])
        XCTAssertEqual(kept.map(\.position), [5, 5])
        kept.removeAll()
    }

    func testAnInterceptorThatThrowsAfterProceedingEndsTheRunWithItsError() {
        let subject = chain()
        subject.add(name: "thrower") { chain in
            _ = chain.proceed()
            throw TestError(id: 7)
        }
        var events: [Event<Int>] = []
        subject.proceed(object: 0).subscribe { events.append($0) }.dispose()
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?.error as? TestError, TestError(id: 7))
    }
}
