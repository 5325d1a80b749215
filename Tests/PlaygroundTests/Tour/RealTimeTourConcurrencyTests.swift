import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The default tour on real schedulers (a serial dispatch queue for the router and the screens,
/// the tour on Swift concurrency): it must go as planned, and quickly. Runs under ThreadSanitizer
/// in CI (the class name contains "Concurrency").
final class RealTimeTourConcurrencyTests: LeakCheckingTestCase {
    func testTheRealTimeTourGoesAsPlanned() async {
        let report = await Tour.run(virtual: false, console: .capturing())
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.finalRoute, ["home", "user/7"])
        let kinds = report.events.map(\.event.kind)
        XCTAssertTrue(kinds.contains(.held(by: "LoginProtection")))
        XCTAssertTrue(kinds.contains(.cacheHit(identifier: "account")))
        XCTAssertTrue(kinds.contains(.synced(route: ["stats", "export"])))
        XCTAssertTrue(kinds.contains(.userNavigated(from: ["stats", "export"], to: ["stats"], by: .popped)))
        XCTAssertEqual(report.findings["await"], "/stats")
        XCTAssertEqual(report.findings["redirect"], "/home/user/42")
        XCTAssertEqual(report.findings["deep-link"], "/home/user/42/settings")
        XCTAssertEqual(report.findings["restore"], "/home/user/7")
    }
}
