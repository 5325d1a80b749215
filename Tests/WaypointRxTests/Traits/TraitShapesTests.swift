import XCTest
import WaypointRx
import WaypointTesting

/// The operators whose result is a trait in RxSwift return that trait here too.
final class TraitShapesTests: LeakCheckingTestCase {
    struct TestError: Error {}

    func testToArrayIsASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let single: Single<[Int]> = xs.toArray()
        XCTAssertEqual(scheduler.start { single }.events, [.next(250, [1, 2]), .completed(250)])
        var answer: [Int]?
        _ = Observable.of(3, 4).toArray().subscribe(onSuccess: { answer = $0 })
        XCTAssertEqual(answer, [3, 4])
    }

    func testFirstIsASingleOfAnOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let single: Single<Int?> = xs.first()
        XCTAssertEqual(scheduler.start { single }.events, [.next(250, nil), .completed(250)])
    }

    func testIgnoreElementsIsACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let completable: Completable = xs.ignoreElements()
        XCTAssertEqual(scheduler.start { completable }.events, [.error(250, TestError())])
        var completed = false
        _ = Observable.of(1, 2).ignoreElements().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }
}
