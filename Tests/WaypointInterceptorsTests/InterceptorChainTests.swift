import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

final class InterceptorChainTests: LeakCheckingTestCase {
    // MARK: The seed's API

    func testSeedExampleAddAddMinusOnOneProducesTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            let chain = InterceptorChain<Int>(input: 1)
            chain.add(interceptor: AnyInterceptor(base: Add()))
                .add(interceptor: AnyInterceptor(base: Add()))
                .add(interceptor: AnyInterceptor(base: Minus()))
            return chain.proceed()
        }
        XCTAssertEqual(res.events, [.next(200, 2), .completed(200)])
    }

    func testInterceptorsNeedNoTypeEraserAndInputMayComeFromProceedObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { InterceptorChain<Int>().add(interceptor: Add()).add(interceptor: Add()).proceed(object: 10) }
        XCTAssertEqual(res.events, [.next(200, 12), .completed(200)])
    }

    func testChainWithoutInterceptorsEmitsItsInputOnceAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { InterceptorChain(input: "a").proceed() }
        XCTAssertEqual(res.events, [.next(200, "a"), .completed(200)])
    }

    func testInputSetAfterCreationIsUsed() {
        let scheduler = TestScheduler(initialClock: 0)
        let chain = InterceptorChain<Int>().add(interceptor: Add())
        chain.input = 41
        XCTAssertEqual(chain.input, 41)
        let res = scheduler.start { chain.proceed() }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func testProceedWithoutInputFailsWithClearErrorInsteadOfCrashing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { InterceptorChain<Int>().add(interceptor: Add()).proceed() }
        XCTAssertEqual(res.events, [.error(200, InterceptorError.missingInput(interceptor: nil, position: 0, count: 1))])
    }

    func testInterceptorProceedingWithoutInputFailsNamingIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "clear") { chain in
                    chain.input = nil
                    return chain.proceed()
                }
                .proceed()
        }
        let error = InterceptorError.missingInput(interceptor: "clear", position: 1, count: 1)
        XCTAssertEqual(res.events, [.error(200, error)])
        XCTAssertTrue(error.description.contains("`clear` (1 of 1)"))
    }

    // MARK: Laziness and re-runs

    func testNothingRunsBeforeSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let chain = InterceptorChain<Int>(input: 1)
            .add(interceptor: logging("A", log, scheduler))
            .add(interceptor: logging("B", log, scheduler))
        var output: Observable<Int>?
        scheduler.scheduleAt(100) { output = chain.proceed() }
        scheduler.advanceTo(199)
        XCTAssertNotNil(output)
        XCTAssertEqual(log.all, [])
        let res = scheduler.start { chain.proceed() }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log.all, ["A@200", "B@200"])
    }

    func testEachSubscriptionRunsTheChainAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let output = InterceptorChain<Int>(input: 1)
            .add(interceptor: logging("A", log, scheduler))
            .add(interceptor: Add())
            .proceed()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = CompositeDisposable()
        scheduler.scheduleAt(200) { bag.insert(output.subscribe(first)) }
        scheduler.scheduleAt(300) { bag.insert(output.subscribe(second)) }
        scheduler.start()
        bag.dispose()
        XCTAssertEqual(first.events, [.next(200, 2), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(log.all, ["A@200", "A@300"])
    }

    func testResubscribingAfterAnErrorRerunsTheWholeChainLikeRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var calls = 0
        let output = InterceptorChain<Int>(input: 1)
            .add(interceptor: logging("A", log, scheduler))
            .add(name: "flaky") { chain in
                calls += 1
                return calls == 1 ? .error(TestError(id: 1)) : chain.proceed()
            }
            .proceed()
        let res = scheduler.start { retrying(3) { output } }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log.all, ["A@200", "A@200"])
        XCTAssertEqual(calls, 2)
    }

    func testSubscribingTheSameProceedAgainGivesTheNextInterceptorAFreshChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var chains: [ObjectIdentifier] = []
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "retry") { chain in
                    let next = chain.proceed()
                    return retrying(2) { next }
                }
                .add(name: "rewriter") { chain in
                    chains.append(ObjectIdentifier(chain))
                    log.append("saw \(chain.input ?? 0)")
                    chain.input = 100
                    return chains.count == 1 ? .error(TestError(id: 1)) : chain.proceed()
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(200, 100), .completed(200)])
        // The first run's rewrite stayed in the first run.
        XCTAssertEqual(log.all, ["saw 1", "saw 1"])
        XCTAssertEqual(chains.count, 2)
        XCTAssertNotEqual(chains.first, chains.last)
    }

    func testAnInterceptorReturningTheProceedItAlreadySubscribedRunsTheRestTwiceWithTwoChains() {
        // The chain runs the returned `proceed` observable directly (no subscription of its
        // own): that must still hand the next interceptor a fresh chain the second time.
        let log = Log()
        var chains: [InterceptorChain<Int>] = []
        let chain = InterceptorChain<Int>()
            .add(name: "early") { chain in
                let proceeding = chain.proceed(object: (chain.input ?? 0) + 1)
                _ = proceeding.subscribe(onNext: { log.append("early saw \($0)") })
                return proceeding
            }
            .add(name: "last") { chain in
                chains.append(chain)
                return chain.proceed(object: (chain.input ?? 0) * 10)
            }
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { chain.proceed(object: 1) }
        XCTAssertEqual(res.events, [.next(200, 20), .completed(200)])
        XCTAssertEqual(log.all, ["early saw 20"])
        XCTAssertEqual(chains.count, 2)
        XCTAssertFalse(chains.first === chains.last, "each run of the last interceptor got its own chain")
        // The chains it kept hold the chain that keeps this array: let go of them.
        chains.removeAll()
    }

    func testRetryOperatorOnTheOutputRerunsTheWholeChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var calls = 0
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "flaky") { chain in
                    calls += 1
                    return calls < 3
                        ? chain.proceed().delaySubscription(.seconds(10), scheduler: scheduler).map { _ in throw TestError(id: calls) }
                        : chain.proceed()
                }
                .proceed()
                .retry(5)
        }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(log.all, ["A@200", "A@210", "A@220"])
    }

    func testRetryOperatorInsideAnInterceptorRerunsTheRestOfTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var calls = 0
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "retry") { chain in chain.proceed().retry(3) }
                .add(name: "flaky") { chain in
                    calls += 1
                    log.append("flaky@\(scheduler.clock)")
                    return calls < 3 ? .error(TestError(id: calls)) : chain.proceed()
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log.all, ["A@200", "flaky@200", "flaky@200", "flaky@200"])
    }

    func testRunsKeepTheInterceptorsOfTheirProceedCall() {
        let scheduler = TestScheduler(initialClock: 0)
        let chain = InterceptorChain<Int>(input: 1).add(interceptor: Add())
        let before = chain.proceed()
        chain.add(interceptor: Add())
        let after = chain.proceed()
        XCTAssertEqual(scheduler.start { before }.events, [.next(200, 2), .completed(200)])
        let scheduler2 = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler2.start { after }.events, [.next(200, 3), .completed(200)])
    }

    // MARK: Ordering and position

    func testInterceptorsRunInInsertionOrderAndSeeTheirPositionAndTheChainLength() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let chain = InterceptorChain<[String]>(input: [])
        XCTAssertEqual(chain.position, 0)
        XCTAssertNil(chain.interceptorName)
        for name in ["first", "second", "third"] {
            chain.add(name: name) { chain in
                log.append("\(chain.interceptorName ?? "?") \(chain.position)/\(chain.count)")
                return chain.proceed(object: (chain.input ?? []) + [name])
            }
        }
        XCTAssertEqual(chain.count, 3)
        let res = scheduler.start { chain.proceed() }
        XCTAssertEqual(res.events, [.next(200, ["first", "second", "third"]), .completed(200)])
        XCTAssertEqual(log.all, ["first 1/3", "second 2/3", "third 3/3"])
    }

    // MARK: Short-circuit, rewriting, errors

    func testShortCircuitSkipsTheRestOfTheChain() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "cache") { _ in .just(99) }
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.next(200, 99), .completed(200)])
        XCTAssertEqual(log.all, ["A@200"])
    }

    func testSwallowingWithEmptyCompletesWithoutOutput() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(name: "swallow") { _ in .empty() }
                .add(interceptor: logging("B", log, scheduler))
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(log.all, [])
    }

    func testRewritingTheInputBySettingItOrByProceedObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let res = scheduler.start { () -> Observable<String> in
            InterceptorChain<String>(input: "/users")
                .add(name: "prefix") { chain in
                    chain.input = "/v2" + (chain.input ?? "")
                    return chain.proceed()
                }
                .add(name: "query") { chain in
                    log.append("query saw \(chain.input ?? "")")
                    return chain.proceed(object: (chain.input ?? "") + "?page=1")
                }
                .add(name: "last") { chain in
                    log.append("last saw \(chain.input ?? "")")
                    return chain.proceed()
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(200, "/v2/users?page=1"), .completed(200)])
        XCTAssertEqual(log.all, ["query saw /v2/users", "last saw /v2/users?page=1"])
    }

    func testRewrittenInputStaysInItsRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let output = InterceptorChain<Int>(input: 1)
            .add(name: "double") { chain in
                chain.input = (chain.input ?? 0) * 2
                return chain.proceed()
            }
            .proceed()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = output.subscribe(first) }
        scheduler.scheduleAt(300) { _ = output.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 2), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 2), .completed(300)])
    }

    func testErrorFromTheSecondOfThreeStopsTheChain() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "B") { _ in
                    log.append("B@\(scheduler.clock)")
                    return .error(TestError(id: 2))
                }
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.error(200, TestError(id: 2))])
        XCTAssertEqual(log.all, ["A@200", "B@200"])
    }

    func testErrorThrownByAClosureInterceptorTravelsAsErrorEvent() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "B") { _ in throw TestError(id: 7) }
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.error(200, TestError(id: 7))])
        XCTAssertEqual(log.all, ["A@200"])
    }

    func testAsynchronousErrorFromTheSecondOfThreeStopsTheChainAndReleasesIt() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(name: "A") { chain in scheduler.after(10, log: log, name: "A") { chain.proceed() } }
                .add(name: "B") { _ in scheduler.after(20, log: log, name: "B") { .error(TestError(id: 2)) } }
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.error(230, TestError(id: 2))])
        XCTAssertEqual(log.all, ["B disposed@230", "A disposed@230"])
    }

    // MARK: Asynchronous interceptors and disposal

    func testAsyncInterceptorsRunOneAfterTheOtherOnVirtualTime() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: logging("A", log, scheduler))
                .add(name: "wait10") { chain in scheduler.after(10) { chain.proceed() } }
                .add(interceptor: logging("B", log, scheduler))
                .add(name: "wait20") { chain in scheduler.after(20) { chain.proceed(object: (chain.input ?? 0) + 1) } }
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(log.all, ["A@200", "B@210", "C@230"])
    }

    func testDisposalMidChainCancelsTheRunningInterceptorAndNothingAfterItRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let later = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start(disposed: 250) { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "A") { chain in scheduler.after(10, log: log, name: "A") { chain.proceed() } }
                .add(name: "hold") { chain in scheduler.after(100, log: log, name: "hold") { chain.proceed() } }
                .add(name: "C") { _ in
                    log.append("C ran")
                    return later.asObservable()
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [])
        // The running interceptor (hold) is cancelled; A, waiting on it, is released with it.
        XCTAssertEqual(log.all, ["hold disposed@250", "A disposed@250"])
        XCTAssertEqual(later.subscriptions, [])
    }

    func testDisposalMidChainFiresTheRunningInterceptorsDoOnDispose() {
        let (res, log) = runChain(disposed: 250) { chain, scheduler, log in
            chain
                .add(name: "A") { chain in
                    chain.proceed().do(onDispose: { log.append("A onDispose@\(scheduler.clock)") })
                }
                .add(name: "hold") { chain in
                    chain.proceed()
                        .delaySubscription(.seconds(100), scheduler: scheduler)
                        .do(onSubscribe: { log.append("hold subscribed@\(scheduler.clock)") },
                            onDispose: { log.append("hold onDispose@\(scheduler.clock)") })
                }
                .add(name: "C") { chain in
                    log.append("C ran")
                    return chain.proceed()
                }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log.all, ["hold subscribed@200", "hold onDispose@250", "A onDispose@250"])
    }

    func testDisposalWhileTheLastStepRunsUnsubscribesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 5), .completed(200)])
        let res = scheduler.start(disposed: 250) { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: Add())
                .add(name: "source") { _ in xs.asObservable() }
                .proceed()
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Running chains cannot change

    func testAddingToTheChainAnInterceptorReceivedFailsItsProceed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: Add())
                .add(name: "sneaky") { chain in
                    chain.add(interceptor: Add())
                    return chain.proceed()
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(200, InterceptorError.modifiedWhileRunning(interceptor: "sneaky", position: 2, count: 2))])
    }
}
