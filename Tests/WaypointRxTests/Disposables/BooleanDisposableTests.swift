import XCTest
import WaypointRx
import WaypointTesting

final class BooleanDisposableTests: LeakCheckingTestCase {
    func testStartsUndisposedAndRecordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testCanStartDisposed() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }
}
