import XCTest
import WaypointRx
import WaypointTesting

final class RefCountDisposableTests: LeakCheckingTestCase {
    func testDisposesTheUnderlyingOnlyWhenThePrimaryAndEveryReferenceAreDisposed() {
        let log = SendableLog<String>()
        let refCount = RefCountDisposable(disposable: Disposables.create { log.append("underlying") })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(log.all, [])
        XCTAssertFalse(refCount.isDisposed)
        first.dispose()
        first.dispose()
        XCTAssertEqual(log.all, [])
        second.dispose()
        XCTAssertEqual(log.all, ["underlying"])
        XCTAssertTrue(refCount.isDisposed)
    }

    func testWithoutReferencesThePrimaryDisposesAtOnceAndOnce() {
        let log = SendableLog<String>()
        let refCount = RefCountDisposable(disposable: Disposables.create { log.append("underlying") })
        refCount.dispose()
        refCount.dispose()
        XCTAssertEqual(log.all, ["underlying"])
    }

    func testRetainAfterThePrimaryWasDisposedHoldsNothing() {
        let log = SendableLog<String>()
        let refCount = RefCountDisposable(disposable: Disposables.create { log.append("underlying") })
        let held = refCount.retain()
        refCount.dispose()
        let late = refCount.retain()
        held.dispose()
        XCTAssertEqual(log.all, ["underlying"])
        late.dispose()
        XCTAssertEqual(log.all, ["underlying"])
    }
}
