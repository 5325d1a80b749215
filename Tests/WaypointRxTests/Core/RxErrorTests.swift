import XCTest
import WaypointRx
import WaypointTesting

final class RxErrorTests: LeakCheckingTestCase {
    func testEveryCaseHasAReadableDescription() {
        let expected: [(RxError, String)] = [
            (.timeout, "Sequence timeout."),
            (.noElements, "Sequence doesn't contain any elements."),
            (.moreThanOneElement, "Sequence contains more than one element."),
            (.argumentOutOfRange, "Argument out of range."),
            (.disposed(object: "PublishSubject<Int>"), "Object `PublishSubject<Int>` was already disposed."),
            (.overflow, "Arithmetic overflow."),
            (.reassignedDisposable, "SingleAssignmentDisposable was assigned more than once."),
            (.unknown, "Unknown error occurred."),
        ]
        for (error, description) in expected {
            XCTAssertEqual(error.description, description)
            XCTAssertEqual(String(describing: error), description)
            XCTAssertEqual("\(error as Error)", description, "an RxError seen as `Error` prints the same")
        }
    }

    func testEventsCarryingRxErrorsCompareByCase() {
        XCTAssertEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
        XCTAssertNotEqual(Event<Int>.error(RxError.timeout), .error(RxError.noElements))
        XCTAssertEqual(Event<Int>.error(RxError.disposed(object: "a")), .error(RxError.disposed(object: "a")))
        XCTAssertNotEqual(Event<Int>.error(RxError.disposed(object: "a")), .error(RxError.disposed(object: "b")))
    }

    func testOperatorsFailWithTheDocumentedCases() {
        var errors: [String] = []
        let record: (Error) -> Void = { errors.append(String(describing: $0)) }
        _ = Observable<Int>.empty().single().subscribe(onError: record)
        _ = Observable.of(1, 2).single().subscribe(onError: record)
        _ = Observable.of(1).take(-1).subscribe(onError: record)
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.start { Observable<Int>.never().timeout(.seconds(5), scheduler: scheduler) }
            .events.compactMap { $0.value.error }.forEach(record)
        XCTAssertEqual(errors, [
            RxError.noElements.description,
            RxError.moreThanOneElement.description,
            RxError.argumentOutOfRange.description,
            RxError.timeout.description,
        ])
    }
}
