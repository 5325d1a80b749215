import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

final class TypedInterceptorChainTests: LeakCheckingTestCase {
    struct Request: Equatable {
        var path: String
        var headers: [String: String] = [:]
    }

    struct Response: Equatable {
        var status: Int
        var body: String
    }

    /// A struct interceptor of a typed chain.
    struct Authorize: Interceptor {
        let token: String

        func intercept(chain: TypedInterceptorChain<Request, Response>) -> Observable<Response> {
            guard var request = chain.input else { return chain.proceed() }
            request.headers["Authorization"] = "Bearer \(token)"
            return chain.proceed(object: request)
        }
    }

    func testTerminalStepTurnsTheInputIntoTheOutput() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/me")) { request in
                .just(Response(status: 200, body: "\(request.path) \(request.headers["Authorization"] ?? "-")"))
            }
            .add(interceptor: Authorize(token: "t1"))
            .proceed()
        }
        XCTAssertEqual(res.events, [.next(200, Response(status: 200, body: "/me Bearer t1")), .completed(200)])
    }

    func testInterceptorsMapTheOutput() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/me")) { _ in .just(Response(status: 200, body: "ok")) }
                .add(name: "outer") { chain in chain.proceed().map { Response(status: $0.status, body: "[\($0.body)]") } }
                .add(name: "inner") { chain in chain.proceed().map { Response(status: $0.status, body: $0.body.uppercased()) } }
                .proceed()
        }
        // The outer interceptor sees the output last, as in OkHttp.
        XCTAssertEqual(res.events, [.next(200, Response(status: 200, body: "[OK]")), .completed(200)])
    }

    func testShortCircuitWithACachedOutputSkipsTheTerminalStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var terminalRuns = 0
        let cache = ["/cached": Response(status: 200, body: "from cache")]
        let chain = TypedInterceptorChain<Request, Response> { _ in
            terminalRuns += 1
            return .just(Response(status: 200, body: "from network"))
        }
        .add(name: "cache") { chain in
            if let path = chain.input?.path, let hit = cache[path] { return .just(hit) }
            return chain.proceed()
        }
        let cached = scheduler.createObserver(Response.self)
        let fetched = scheduler.createObserver(Response.self)
        scheduler.scheduleAt(200) { _ = chain.proceed(object: Request(path: "/cached")).subscribe(cached) }
        scheduler.scheduleAt(300) { _ = chain.proceed(object: Request(path: "/fresh")).subscribe(fetched) }
        scheduler.start()
        XCTAssertEqual(cached.events, [.next(200, Response(status: 200, body: "from cache")), .completed(200)])
        XCTAssertEqual(fetched.events, [.next(300, Response(status: 200, body: "from network")), .completed(300)])
        XCTAssertEqual(terminalRuns, 1)
    }

    func testRetryByASecondProceedRerunsTheRestOfTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        var attempts = 0
        let res = scheduler.start { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/flaky")) { _ in
                attempts += 1
                return attempts == 1
                    ? scheduler.after(10) { .error(TestError(id: 503)) }
                    : scheduler.after(10) { .just(Response(status: 200, body: "attempt \(attempts)")) }
            }
            .add(name: "retry") { chain in retrying(2) { chain.proceed() } }
            .add(interceptor: logging("after retry", log, scheduler))
            .proceed()
        }
        XCTAssertEqual(res.events, [.next(220, Response(status: 200, body: "attempt 2")), .completed(220)])
        XCTAssertEqual(log.all, ["after retry@200", "after retry@210"])
    }

    func testRetryGivesUpWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let res = scheduler.start { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/down")) { _ in
                attempts += 1
                return scheduler.after(10) { .error(TestError(id: attempts)) }
            }
            .add(name: "retry") { chain in retrying(3) { chain.proceed() } }
            .proceed()
        }
        XCTAssertEqual(res.events, [.error(230, TestError(id: 3))])
        XCTAssertEqual(attempts, 3)
    }

    func testTerminalStepThrowingIsAnErrorEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/x")) { _ in throw TestError(id: 9) }
                .add(interceptor: Authorize(token: "t"))
                .proceed()
        }
        XCTAssertEqual(res.events, [.error(200, TestError(id: 9))])
    }

    func testAsyncTerminalStepIsDisposedWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let network = scheduler.createColdObservable([.next(100, Response(status: 200, body: "late")), .completed(100)])
        let res = scheduler.start(disposed: 250) { () -> Observable<Response> in
            TypedInterceptorChain<Request, Response>(input: Request(path: "/slow")) { _ in network.asObservable() }
                .add(interceptor: Authorize(token: "t"))
                .proceed()
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(network.subscriptions, [Subscription(200, 250)])
    }

    func testTypeErasedInterceptorKeepsTheNameOfItsBase() {
        XCTAssertEqual(AnyTypedInterceptor(base: Authorize(token: "t")).name, "Authorize")
        XCTAssertEqual(AnyInterceptor(base: Add()).name, "Add")
        XCTAssertEqual(AnyInterceptor(base: Add().named("plus")).name, "plus")
        XCTAssertEqual(AnyInterceptor<Int> { $0.proceed() }.name, "closure")
    }
}
