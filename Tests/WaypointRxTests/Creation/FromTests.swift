import XCTest
import WaypointRx
import WaypointTesting

final class FromTests: LeakCheckingTestCase {
    /// A sequence that counts how many elements were pulled from it.
    final class CountingSequence: Sequence {
        let limit: Int
        var pulled = 0
        init(limit: Int) { self.limit = limit }
        func makeIterator() -> AnyIterator<Int> {
            var next = 0
            return AnyIterator {
                guard next < self.limit else { return nil }
                defer { next += 1 }
                self.pulled += 1
                return next
            }
        }
    }

    func testFromArrayEmitsElementsThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([4, 5, 6]) }
        XCTAssertEqual(res.events, [.next(200, 4), .next(200, 5), .next(200, 6), .completed(200)])
    }

    func testFromEmptyArrayCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromSequenceIteratesAnewForEachSubscription() {
        let sequence = CountingSequence(limit: 3)
        var received: [Int] = []
        let observable = Observable.from(sequence)
        _ = observable.subscribe(onNext: { received.append($0) })
        _ = observable.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2, 0, 1, 2])
        XCTAssertEqual(sequence.pulled, 6)
    }

    func testFromSequenceStopsPullingWhenDownstreamStops() {
        let sequence = CountingSequence(limit: 1_000_000)
        var received: [Int] = []
        _ = Observable.from(sequence).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(sequence.pulled, 3)
    }

    func testDisposingFromInsideOnNextStopsTheLoopAtOnce() {
        // Subscribed inside another subscription, the loop starts after `subscribe` returned, so
        // the handler can dispose its own subscription.
        let sequence = CountingSequence(limit: 100)
        var received: [Int] = []
        let outer = Observable<Int>.create { _ in
            let inner = SerialDisposable()
            inner.disposable = Observable.from(sequence).subscribe(onNext: { value in
                received.append(value)
                if value == 2 { inner.dispose() }
            })
            return inner
        }.subscribe()
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(sequence.pulled, 3)
        outer.dispose()
    }

    func testFromArrayOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([1, 2], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testFromSequenceOnSchedulerDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.from(stride(from: 10, to: 100, by: 10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 10), .next(202, 20)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testFromOptionalWithValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func testFromOptionalNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromOptionalOnSchedulerCompletesOneStepAfterTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testFromOptionalNilOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testFromOptionalOnSchedulerDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
