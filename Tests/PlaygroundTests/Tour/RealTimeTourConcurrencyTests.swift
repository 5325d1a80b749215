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
        XCTAssertEqual(report.finalRoute, ["home", "user(id: 7)"])
        let kinds = report.events.map(\.event.kind)
        for kind: NavigationEvent.Kind in [.held(by: "LoginProtection"), .cacheHit(identifier: "account"), .synced(route: ["stats", "export"]),
                                           .userNavigated(from: ["home"], to: ["stats", "export"], by: .selectedTab),
                                           .userNavigated(from: ["stats", "export"], to: ["stats"], by: .popped)] {
            XCTAssertTrue(kinds.contains(kind), "\(kind)")
        }
        XCTAssertEqual(["await", "redirect", "deep-link", "restore"].map { report.findings[$0] },
                       ["/stats", "/home/user(id: 42)", "/home/user(id: 42)/settings", "/home/user(id: 7)"])
    }
}
