import XCTest
import WaypointRx
import WaypointTesting

final class SingleAssignmentDisposableTests: LeakCheckingTestCase {
    func testDisposesTheAssignedDisposable() {
        let log = SendableLog<String>()
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(Disposables.create { log.append("inner") })
        XCTAssertEqual(log.all, [])
        holder.dispose()
        holder.dispose()
        XCTAssertTrue(holder.isDisposed)
        XCTAssertEqual(log.all, ["inner"])
    }

    func testAssignmentAfterDisposalDisposesAtOnce() {
        let log = SendableLog<String>()
        let holder = SingleAssignmentDisposable()
        holder.dispose()
        holder.setDisposable(Disposables.create { log.append("inner") })
        XCTAssertEqual(log.all, ["inner"])
    }

    func testSecondAssignmentIsReportedAndDisposed() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let reported = SendableLog<String>()
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        let log = SendableLog<String>()
        let holder = SingleAssignmentDisposable()
        holder.setDisposable(Disposables.create { log.append("first") })
        holder.setDisposable(Disposables.create { log.append("second") })
        XCTAssertEqual(log.all, ["second"])
        XCTAssertEqual(reported.all, [RxError.reassignedDisposable.description])
        holder.dispose()
        XCTAssertEqual(log.all, ["second", "first"])
    }
}
