import XCTest
import WaypointRx
import WaypointTesting

final class DisposablesTests: LeakCheckingTestCase {
    func testCreateWithActionRunsItOnce() {
        let log = SendableLog<String>()
        let disposable = Disposables.create { log.append("disposed") }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.all, ["disposed"])
    }

    func testCreateOfSeveralDisposesAllInOrder() {
        let log = SendableLog<Int>()
        let two = Disposables.create(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        let three = Disposables.create(Disposables.create { log.append(3) }, Disposables.create { log.append(4) }, Disposables.create { log.append(5) })
        let many = Disposables.create(
            Disposables.create { log.append(6) }, Disposables.create { log.append(7) },
            Disposables.create { log.append(8) }, Disposables.create { log.append(9) })
        let array = Disposables.create([Disposables.create { log.append(10) }, Disposables.create { log.append(11) }])
        two.dispose()
        three.dispose()
        many.dispose()
        array.dispose()
        array.dispose()
        XCTAssertEqual(log.all, Array(1...11))
        XCTAssertTrue(two.isDisposed && three.isDisposed && many.isDisposed && array.isDisposed)
    }

    func testEmptyCreateDoesNothing() {
        Disposables.create().dispose()
    }
}
