import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

final class TimeoutTests: LeakCheckingTestCase {
    /// Proceeds at once, then holds the output for `ticks` before passing it on.
    func holdingOutput(_ scheduler: TestScheduler, _ ticks: Int, _ chain: InterceptorChain<Int>) -> Observable<Int> {
        Observable.create { observer in
            let hold = CompositeDisposable()
            let upstream = chain.proceed().subscribe { event in
                hold.insert(scheduler.scheduleRelativeVirtual((), dueTime: ticks) { _ in
                    observer.on(event)
                    return Disposables.create()
                })
            }
            return Disposables.create(upstream, hold)
        }
    }

    // MARK: Whole chain

    func testChainFinishingInTimeIsNotAffected() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "wait") { chain in scheduler.after(20) { chain.proceed() } }
                .timeout(.seconds(50), scheduler: scheduler)
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testSlowChainFailsWithChainTimeoutAndCancelsTheRunningInterceptor() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: Add())
                .add(name: "slow") { chain in scheduler.after(100, log: log, name: "slow") { chain.proceed() } }
                .add(interceptor: logging("C", log, scheduler))
                .timeout(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.error(230, InterceptorError.chainTimedOut(dueTime: .seconds(30)))])
        XCTAssertEqual(log.all, ["slow disposed@230"])
    }

    func testChainTimeoutCountsFromEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let output = InterceptorChain<Int>(input: 1)
            .add(name: "wait") { chain in scheduler.after(20) { chain.proceed() } }
            .timeout(.seconds(30), scheduler: scheduler)
            .proceed()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = output.subscribe(first) }
        scheduler.scheduleAt(400) { _ = output.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(420, 1), .completed(420)])
    }

    func testChainTimeoutNeverSetsNoTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 5000) { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "wait") { chain in scheduler.after(2000) { chain.proceed() } }
                .timeout(.never, scheduler: scheduler)
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(2200, 1), .completed(2200)])
    }

    // MARK: Per interceptor: its own time

    func testInterceptorTimeoutFailsItsOutputWhenItHoldsTooLong() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: AnyInterceptor(name: "guard") { chain in
                    scheduler.after(50, log: log, name: "guard") { chain.proceed() }
                }.timeout(.seconds(30), scheduler: scheduler))
                .add(interceptor: logging("B", log, scheduler))
        }
        let error = InterceptorError.interceptorTimedOut(interceptor: "guard", position: 1, count: 2, dueTime: .seconds(30))
        XCTAssertEqual(res.events, [.error(230, error)])
        XCTAssertEqual(log.all, ["guard disposed@230"])
        XCTAssertTrue(error.isTimeout)
        XCTAssertEqual(error.description, "Interceptor `guard` (1 of 2) timed out after 30.0 s of its own time.")
    }

    func testTheRestOfTheChainDoesNotCountAgainstAnInterceptorsTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "guard") { chain in
                    scheduler.after(20) { chain.proceed() }
                }.timeout(.seconds(30), scheduler: scheduler))
                .add(name: "network") { chain in scheduler.after(100) { chain.proceed() } }
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(320, 1), .completed(320)])
    }

    func testOwnTimeBeforeAndAfterProceedingAddsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                // 20 before proceeding + 15 after the output came back > 30.
                .add(interceptor: AnyInterceptor(name: "slowpoke") { chain in
                    scheduler.after(20) { self.holdingOutput(scheduler, 15, chain) }
                }.timeout(.seconds(30), scheduler: scheduler))
                .add(name: "network") { chain in scheduler.after(100) { chain.proceed() } }
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(330, InterceptorError.interceptorTimedOut(interceptor: "slowpoke", position: 1, count: 2, dueTime: .seconds(30)))])
    }

    func testOwnTimeWithinTheLimitPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "ok") { chain in
                    scheduler.after(10) { self.holdingOutput(scheduler, 15, chain) }
                }.timeout(.seconds(30), scheduler: scheduler))
                .add(name: "network") { chain in scheduler.after(100) { chain.proceed() } }
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(325, 1), .completed(325)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testAnInterceptorTimeoutReachesTheInterceptorsBeforeItLikeAnyError() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs = 0
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(name: "retry") { chain in retrying(2) { chain.proceed() } }
                .add(interceptor: AnyInterceptor(name: "guard") { chain in
                    runs += 1
                    return scheduler.after(runs == 1 ? 50 : 10) { chain.proceed() }
                }.timeout(.seconds(30), scheduler: scheduler))
                .proceed()
        }
        // First run times out at 230; the retry runs the guard again, which answers at 240.
        XCTAssertEqual(res.events, [.next(240, 1), .completed(240)])
        XCTAssertEqual(runs, 2)
    }

    func testTimedInterceptorCanProceedSeveralTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "retry") { chain in
                    retrying(3) { scheduler.after(10) { chain.proceed() } }
                }.timeout(.seconds(25), scheduler: scheduler))
                .add(name: "flaky") { chain in
                    attempts += 1
                    return scheduler.after(100) { attempts < 3 ? .error(TestError(id: attempts)) : chain.proceed() }
                }
                .proceed()
        }
        // Own time: 10 + 10 before the first two attempts; the third back-off crosses 25.
        XCTAssertEqual(res.events, [.error(425, InterceptorError.interceptorTimedOut(interceptor: "retry", position: 1, count: 2, dueTime: .seconds(25)))])
        XCTAssertEqual(attempts, 2)
    }
}
