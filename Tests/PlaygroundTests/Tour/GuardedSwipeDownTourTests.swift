import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The tour's step for the gesture guards: a "discard changes?" confirmation dialog guards the
/// Settings sheet's swipe-down.
final class GuardedSwipeDownTourTests: LeakCheckingTestCase {
    func testAConfirmationDialogGuardsTheSwipeDownKeepEditingLeavesTheSheetDiscardDismissesIt() async {
        let report = await Tour.run(virtual: true, console: .capturing())
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.findings["guarded-swipe-down.shown"], "/home/user(id: 7)/settings")
        XCTAssertEqual(report.findings["guarded-swipe-down.Keep editing"], "/home/user(id: 7)/settings", "Keep editing leaves the sheet")
        XCTAssertEqual(report.findings["guarded-swipe-down.Discard"], "/home/user(id: 7)", "Discard lets the router dismiss it")
        assertStep(report, "guarded-swipe-down", """
            10600 #1 guards passed
            10600 #1 start /home/user(id: 7) → /home/user(id: 7)/settings
            10600 #1 push settings
            11000 #1 pushed settings
            11000 #1 completed /home/user(id: 7)/settings
            11000 #2 user attempts dismiss /home/user(id: 7)/settings → /home/user(id: 7)     // refused for now: the guard asks
            11000 #3 guards passed
            11000 #3 start /home/user(id: 7)/settings → /home/user(id: 7)/settings/discard-settings [request]
            11000 #3 push discard-settings
            11400 #3 pushed discard-settings
            11400 #3 completed /home/user(id: 7)/settings/discard-settings
            11400 #4 user dismissed /home/user(id: 7)/settings/discard-settings → /home/user(id: 7)/settings   // "Keep editing"
            11400 #4 synced /home/user(id: 7)/settings
            11400 #2 refused by Unsaved settings
            11400 #5 user attempts dismiss /home/user(id: 7)/settings → /home/user(id: 7)     // the second swipe-down
            11400 #6 guards passed
            11400 #6 start /home/user(id: 7)/settings → /home/user(id: 7)/settings/discard-settings [request]
            11400 #6 push discard-settings
            11800 #6 pushed discard-settings
            11800 #6 completed /home/user(id: 7)/settings/discard-settings
            11800 #7 user dismissed /home/user(id: 7)/settings/discard-settings → /home/user(id: 7)/settings   // "Discard"
            11800 #7 synced /home/user(id: 7)/settings
            11800 #5 allowed
            11800 #5 guards passed
            11800 #5 start /home/user(id: 7)/settings → /home/user(id: 7) [user]
            11800 #5 pop settings
            12200 #5 popped settings
            12200 #5 completed /home/user(id: 7)
            """, calls: [
                "+10600 home.present(Settings ‹14›, sheet)",
                "+11000 user swipes down settings: not now, the guards were asked",
                "+11000 settings.presentDialog(confirmationDialog \"Discard your changes to Settings?\" [Discard (destructive) → discard, Keep editing (cancel) → keep])",
                "+11400 user taps \"Keep editing\" in settings's dialog",
                "+11400 user swipes down settings: not now, the guards were asked",
                "+11400 settings.presentDialog(confirmationDialog \"Discard your changes to Settings?\" [Discard (destructive) → discard, Keep editing (cancel) → keep])",
                "+11800 user taps \"Discard\" in settings's dialog",
                "+11800 home.dismiss(Settings ‹14›)",
            ], "no swipe-down happens while the guard asks; the router dismisses the sheet once Discard is tapped")
    }
}
