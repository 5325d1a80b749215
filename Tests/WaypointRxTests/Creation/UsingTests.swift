import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class UsingTests: LeakCheckingTestCase {
    /// A resource that records, on the test scheduler's clock, when it was disposed.
    // @unchecked: only touched on the test's thread.
    final class Resource: Disposable, @unchecked Sendable {
        let scheduler: TestScheduler
        let log: (String) -> Void
        let value: Int
        init(_ value: Int, scheduler: TestScheduler, log: @escaping (String) -> Void) {
            self.value = value
            self.scheduler = scheduler
            self.log = log
        }
        func dispose() { log("resource disposed @\(scheduler.clock)") }
    }

    func testResourceIsDisposedAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start {
            Observable.using({ Resource(5, scheduler: scheduler) { log.append($0) } }, observableFactory: { resource in
                log.append("created with \(resource.value) @\(scheduler.clock)")
                return xs.map { $0 + resource.value }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 6), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(log, ["created with 5 @200", "resource disposed @230"])
    }

    func testResourceIsDisposedAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let res = scheduler.start {
            Observable.using({ Resource(0, scheduler: scheduler) { log.append($0) } }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(log, ["resource disposed @220"])
    }

    func testResourceIsDisposedOnDisposalAfterTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 300) {
            Observable.using({ Resource(0, scheduler: scheduler) { log.append($0) } }, observableFactory: { _ in
                xs.do(onDispose: { log.append("source disposed") })
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(log, ["source disposed", "resource disposed @300"])
    }

    func testThrowingResourceFactoryFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.using({ () throws -> Resource in throw TestError() }, observableFactory: { _ in .just(1) })
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testThrowingObservableFactoryFailsAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Observable<Int>.using({ Resource(0, scheduler: scheduler) { log.append($0) } }, observableFactory: { _ in throw TestError() })
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
        XCTAssertEqual(log, ["resource disposed @200"])
    }
}
