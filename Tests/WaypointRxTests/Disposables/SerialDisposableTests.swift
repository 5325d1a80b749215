import XCTest
import WaypointRx
import WaypointTesting

final class SerialDisposableTests: LeakCheckingTestCase {
    func testReplacingDisposesThePrevious() {
        let log = SendableLog<String>()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append("first") }
        XCTAssertEqual(log.all, [])
        serial.disposable = Disposables.create { log.append("second") }
        XCTAssertEqual(log.all, ["first"])
        serial.dispose()
        XCTAssertEqual(log.all, ["first", "second"])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSettingAfterDisposalDisposesAtOnce() {
        let log = SendableLog<String>()
        let serial = SerialDisposable()
        serial.dispose()
        serial.disposable = Disposables.create { log.append("late") }
        XCTAssertEqual(log.all, ["late"])
        serial.dispose()
        XCTAssertEqual(log.all, ["late"])
    }
}
