import XCTest
import WaypointInterceptors
import WaypointRx
import WaypointTesting

// The example of the README (section "WaypointInterceptors"), run on virtual time.

fileprivate struct Request: Equatable {
    var path: String
    var headers: [String: String] = [:]
}

fileprivate struct Response: Equatable {
    var status: Int
    var body: String
}

fileprivate enum APIError: Error, Equatable {
    case unavailable
}

/// Signs each request with the current token.
fileprivate struct SignRequest: Interceptor {
    let token: BehaviorRelay<String>

    func intercept(chain: TypedInterceptorChain<Request, Response>) -> Observable<Response> {
        guard var request = chain.input else { return chain.proceed() }
        request.headers["Authorization"] = "Bearer \(token.value)"
        return chain.proceed(object: request)
    }
}

/// On a 401, refreshes the token once and runs the rest of the chain again (re-signed).
fileprivate struct RefreshToken: Interceptor {
    let token: BehaviorRelay<String>
    let refresh: () -> Observable<String>

    func intercept(chain: TypedInterceptorChain<Request, Response>) -> Observable<Response> {
        chain.proceed().flatMap { response -> Observable<Response> in
            guard response.status == 401 else { return .just(response) }
            return refresh()
                .do(onNext: { token.accept($0) })
                .flatMap { _ in chain.proceed() }
        }
    }
}

/// Retries transient failures, a bounded number of times, with a pause in between.
fileprivate struct RetryTransient: Interceptor {
    let attempts: Int
    let pause: RxTimeInterval
    let scheduler: SchedulerType

    func intercept(chain: TypedInterceptorChain<Request, Response>) -> Observable<Response> {
        func attempt(_ number: Int) -> Observable<Response> {
            chain.proceed().catch { error in
                guard number < attempts, case APIError.unavailable = error else { return .error(error) }
                return attempt(number + 1).delaySubscription(pause, scheduler: scheduler)
            }
        }
        return attempt(1)
    }
}

/// A stand-in server: down for the first call, then 401 until the token is fresh.
fileprivate final class FakeServer {
    let scheduler: SchedulerType
    var log: [String] = []

    init(scheduler: SchedulerType) {
        self.scheduler = scheduler
    }

    func send(_ request: Request) -> Observable<Response> {
        let authorization = request.headers["Authorization"] ?? "none"
        log.append("\(request.path) \(authorization)")
        if log.count == 1 {
            return Observable<Response>.error(APIError.unavailable).delaySubscription(.milliseconds(20), scheduler: scheduler)
        }
        let response = authorization == "Bearer fresh"
            ? Response(status: 200, body: "hello from \(request.path)")
            : Response(status: 401, body: "expired token")
        return Observable.just(response).delay(.milliseconds(20), scheduler: scheduler)
    }
}

final class ReadmeExampleTests: LeakCheckingTestCase {
    func testSigningTokenRefreshAndRetryOnAFakeServer() {
        // One tick is a millisecond.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let server = FakeServer(scheduler: scheduler)
        let token = BehaviorRelay(value: "expired")
        let requests = Log()

        let api = TypedInterceptorChain<Request, Response> { request in server.send(request) }
            .add(interceptor: RetryTransient(attempts: 3, pause: .milliseconds(100), scheduler: scheduler))
            .add(interceptor: RefreshToken(token: token) {
                Observable.just("fresh").delay(.milliseconds(50), scheduler: scheduler)
            })
            .add(interceptor: SignRequest(token: token))
            .add(interceptor: AnyTypedInterceptor(name: "log") { chain in
                requests.append("\(scheduler.clock): \(chain.input?.path ?? "?")")
                return chain.proceed()
            }.proceedingExactlyOnce())
            .timeout(.seconds(5), scheduler: scheduler)

        let res = scheduler.start { api.proceed(object: Request(path: "/me")) }

        // Down at 220, retried at 320, 401 at 340, token refreshed at 390, replayed: 200 at 410.
        // The server's `just(response).delay` completes one step after its element, as RxSwift's
        // `delay` does (issue 29, defect 3: at 410 before).
        XCTAssertEqual(res.events, [.next(410, Response(status: 200, body: "hello from /me")), .completed(411)])
        XCTAssertEqual(server.log, ["/me Bearer expired", "/me Bearer expired", "/me Bearer fresh"])
        XCTAssertEqual(requests.all, ["200: /me", "320: /me", "390: /me"])
        XCTAssertEqual(token.value, "fresh")
    }
}
