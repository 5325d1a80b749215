import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

final class ProceedExactlyOnceTests: LeakCheckingTestCase {
    /// A network interceptor that breaks the rule by retrying.
    struct RetryingNetwork: Interceptor {
        func intercept(chain: InterceptorChain<Int>) -> Observable<Int> {
            retrying(2) { chain.proceed() }
        }
    }

    func testAnInterceptorThatProceedsOnceRunsNormally() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: Add().proceedingExactlyOnce())
                .add(name: "wait") { chain in scheduler.after(10) { chain.proceed() } }
                .add(interceptor: Add().proceedingExactlyOnce())
                .proceed()
        }
        XCTAssertEqual(res.events, [.next(210, 3), .completed(210)])
    }

    func testProceedingTwiceEndsTheChainWithAnErrorNamingTheInterceptor() {
        let scheduler = TestScheduler(initialClock: 0)
        var failures = 0
        let log = Log()
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                // Sees the violation? It must not: the error goes straight to the subscriber.
                .add(name: "outer retry") { chain in retrying(5) { chain.proceed() } }
                .add(interceptor: RetryingNetwork().proceedingExactlyOnce())
                .add(name: "server") { _ in
                    failures += 1
                    return scheduler.after(10, log: log, name: "server") { .error(TestError(id: 500)) }
                }
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(210, InterceptorError.proceededMoreThanOnce(interceptor: "RetryingNetwork", position: 2, count: 3))])
        XCTAssertEqual(failures, 1)
        XCTAssertEqual(log.all, ["server disposed@210"])
    }

    func testShortCircuitingIsReportedAsNotProceeding() {
        let (res, log) = runChain { chain, scheduler, log in
            chain
                .add(interceptor: Add())
                .add(interceptor: AnyInterceptor(name: "cache") { _ in scheduler.after(5) { .just(7) } }.proceedingExactlyOnce())
                .add(interceptor: logging("C", log, scheduler))
        }
        XCTAssertEqual(res.events, [.error(205, InterceptorError.didNotProceed(interceptor: "cache", position: 2, count: 3))])
        XCTAssertEqual(log.all, [])
    }

    func testCompletingWithoutProceedingIsReportedAsNotProceeding() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "swallow") { _ in .empty() }.proceedingExactlyOnce())
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(200, InterceptorError.didNotProceed(interceptor: "swallow", position: 1, count: 1))])
    }

    func testAnErrorBeforeProceedingIsPassedOnAsItIs() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "offline") { _ in .error(TestError(id: 1)) }.proceedingExactlyOnce())
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(200, TestError(id: 1))])
    }

    func testEmittingBeforeProceedingIsReportedAsNotProceeding() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Int> in
            InterceptorChain<Int>(input: 1)
                .add(interceptor: AnyInterceptor(name: "eager") { chain in
                    Observable.create { observer in
                        observer.onNext(0)
                        return chain.proceed().subscribe(observer)
                    }
                }.proceedingExactlyOnce())
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(200, InterceptorError.didNotProceed(interceptor: "eager", position: 1, count: 1))])
    }

    func testErrorDescriptionsNameTheInterceptorAndItsPosition() {
        XCTAssertEqual(
            InterceptorError.proceededMoreThanOnce(interceptor: "Network", position: 2, count: 3).description,
            "Interceptor `Network` (2 of 3) must proceed exactly once but called proceed() again.")
        XCTAssertEqual(
            InterceptorError.didNotProceed(interceptor: "Network", position: 3, count: 3).description,
            "Interceptor `Network` (3 of 3) must proceed exactly once but emitted or completed without calling proceed().")
    }
}
