import XCTest
import WaypointRx
import WaypointTesting

final class SubscriptionTrampolineTests: LeakCheckingTestCase {
    func testNestedSynchronousSourcesRunAfterTheSubscriptionIsWired() {
        // The inner `repeatElement` starts only after `take` holds its subscription, so `take`
        // can stop it.
        var received: [Int] = []
        let subscription = Observable.of(1, 2).flatMapForTest { value in Observable.repeatElement(value).take(2) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 1, 2, 2])
        subscription.dispose()
    }

    func testSubscriptionsInsideARunningLoopAreQueuedInOrder() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { outer in
            log.append("outer \(outer)")
            _ = Observable.of(outer * 10).subscribe(onNext: { log.append("inner \($0)") })
        })
        XCTAssertEqual(log, ["outer 1", "outer 2", "inner 10", "inner 20"])
    }

    func testEachThreadHasItsOwnFrame() {
        let done = expectation(description: "other thread")
        let result = SendableLog<Int>()
        Thread.detachNewThread {
            _ = Observable.range(start: 0, count: 3).subscribe(onNext: { result.append($0) })
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(result.all, [0, 1, 2])
    }
}

extension ObservableType {
    /// A minimal flatMap for these tests (the real one lives elsewhere): subscribes to each
    /// inner observable and forwards its elements; never completes.
    fileprivate func flatMapForTest<Result>(_ selector: @escaping (Element) -> Observable<Result>) -> Observable<Result> {
        Observable<Result>.create { observer in
            let inners = CompositeDisposable()
            let outer = self.subscribe(onNext: { element in
                inners.insert(selector(element).subscribe(onNext: { observer.onNext($0) }))
            })
            return Disposables.create(outer, inners)
        }
    }
}
