import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class CreateTests: LeakCheckingTestCase {
    func testEventsAfterCompletionAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestError())
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func testEventsAfterErrorAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onError(TestError())
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.error(200, TestError())])
    }

    func testReturnedDisposableRunsAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = SendableLog<Int>()
        let res = scheduler.start {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(250) { observer.onNext(1) }
                scheduler.scheduleAt(300) { observer.onCompleted() }
                scheduler.scheduleAt(400) { observer.onNext(2) }
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(disposedAt.all, [300])
    }

    func testReturnedDisposableRunsOnDisposeOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = SendableLog<Int>()
        let res = scheduler.start(disposed: 500) {
            Observable<Int>.create { observer in
                scheduler.scheduleAt(250) { observer.onNext(1) }
                scheduler.scheduleAt(600) { observer.onNext(2) }
                return Disposables.create { disposedAt.append(scheduler.clock) }
            }
        }
        XCTAssertEqual(res.events, [.next(250, 1)])
        XCTAssertEqual(disposedAt.all, [500])
    }

    func testEachSubscriptionRunsTheClosure() {
        var runs = 0
        let observable = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []
        _ = observable.subscribe(onNext: { received.append($0) })
        _ = observable.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }
}
