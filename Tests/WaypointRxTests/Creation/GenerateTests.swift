import XCTest
import WaypointRx
import WaypointTesting

private struct TestError: Error {}

final class GenerateTests: LeakCheckingTestCase {
    func testGenerateEmitsStatesWhileConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)])
    }

    func testGenerateWithFalseInitialConditionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.generate(initialState: 5, condition: { $0 < 3 }, iterate: { $0 + 1 }) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testGenerateThrowingCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { value -> Bool in
                if value == 2 { throw TestError() }
                return true
            }, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, TestError())])
    }

    func testGenerateThrowingIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, iterate: { value -> Int in
                if value == 1 { throw TestError() }
                return value + 1
            })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .error(200, TestError())])
    }

    func testInfiniteGenerateStopsWhenDisposedWithoutIteratingAgain() {
        var iterations = 0
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { value in
            iterations += 1
            return value + 1
        }).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(iterations, 2)
    }

    func testGenerateOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { $0 < 10 }, scheduler: scheduler, iterate: { $0 * 3 })
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 3), .next(203, 9), .completed(204)])
    }

    func testGenerateOnSchedulerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { _ in true }, scheduler: scheduler, iterate: { value -> Int in
                if value == 2 { throw TestError() }
                return value + 1
            })
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .error(203, TestError())])
    }

    func testGenerateOnSchedulerDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }
}
