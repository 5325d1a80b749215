import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The tour's step for presentations as state: a popover, replaced by an alert in one navigation,
/// the alert answered by the user.
final class PopoverAndAlertTourTests: LeakCheckingTestCase {
    func testAPopoverThenAnAlertInOneNavigationThenTheAnswer() async {
        let report = await Tour.run(virtual: true, console: .capturing())
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.findings["popover-and-alert.popover"], "/home/user(id: 7)/share")
        XCTAssertEqual(report.findings["popover-and-alert.alert"], "/home/user(id: 7)/notice")
        XCTAssertEqual(report.findings["popover-and-alert.answered"], "/home/user(id: 7)")
        assertStep(report, "popover-and-alert", """
            12200 #1 guards passed
            12200 #1 start /home/user(id: 7) → /home/user(id: 7)/share [request]
            12200 #1 push share
            12600 #1 pushed share
            12600 #1 completed /home/user(id: 7)/share
            12600 #2 guards passed
            12600 #2 start /home/user(id: 7)/share → /home/user(id: 7)/notice [request]
            12600 #2 change share → notice      // one step: the popover's dismissal, then the alert
            13400 #2 changed share → notice
            13400 #2 completed /home/user(id: 7)/notice
            13400 #3 user dismissed /home/user(id: 7)/notice → /home/user(id: 7)     // "OK"
            13400 #3 synced /home/user(id: 7)
            """, calls: [
                "+12200 home.present(Share ‹15›, popover from shareButton)",
                "+12600 home.dismiss(Share ‹15›)",
                "+13000 home.presentDialog(alert \"Link copied\" [OK (cancel) → ok])",
                "+13400 user taps \"OK\" in home's dialog",
            ], "the alert is presented only once the popover's dismissal ended")
    }
}
