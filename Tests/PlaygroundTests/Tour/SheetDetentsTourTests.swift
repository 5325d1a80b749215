import XCTest
import PlaygroundKit
import Waypoint
import WaypointTesting

/// The tour's step for a sheet's detent as navigation state: opened at `.medium` by a request,
/// moved to `.large` by the router, dragged back to `.medium` by the user, dropped with the sheet.
final class SheetDetentsTourTests: LeakCheckingTestCase {
    func testARequestOpensTheSheetAtMediumTheRouterMovesItTheUserDragsItBack() async {
        let report = await Tour.run(virtual: true, console: .capturing())
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(report.findings["sheet-detents.opened"], "medium")
        XCTAssertEqual(report.findings["sheet-detents.moved"], "large")
        XCTAssertEqual(report.findings["sheet-detents.dragged"], "medium")
        XCTAssertEqual(report.findings["sheet-detents.closed"], "none", "the detent goes with the sheet's route")
        assertStep(report, "sheet-detents", """
            13400 #1 guards passed
            13400 #1 start /home/user(id: 7) → /home/user(id: 7)/player [request]
            13400 #1 push player                // presented at .medium: the request's detent
            13800 #1 pushed player
            13800 #1 completed /home/user(id: 7)/player
            13800 #2 guards passed
            13800 #2 start /home/user(id: 7)/player → /home/user(id: 7)/player [request]
            13800 #2 select player at large     // moved, not presented again
            14200 #2 selected player at large
            14200 #2 completed /home/user(id: 7)/player
            14200 #3 user dragged a sheet on /home/user(id: 7)/player     // no step runs
            14200 #3 synced /home/user(id: 7)/player
            14200 #4 guards passed
            14200 #4 start /home/user(id: 7)/player → /home/user(id: 7) [request]
            14200 #4 pop player
            14600 #4 popped player
            14600 #4 completed /home/user(id: 7)
            """, calls: [
                "+13400 home.present(Player ‹16›, sheet [medium, large] at medium)",
                "+13800 home.selectDetent(Player ‹16›, large)",
                "+14200 user drags player to medium",
                "+14200 home.dismiss(Player ‹16›)",
            ], "one presentation; the router's move and the user's drag change the detent of the sheet that is up")
    }

    func testAnalyticsCountsTheSheetOnceNotItsDetentMove() async {
        let report = await Tour.run(virtual: true, console: .capturing())
        XCTAssertEqual(report.analytics.filter { $0 == "screen_view /home/user(id: 7)/player" }.count, 1,
                       "the router's move to .large shows no new screen: \(report.analytics)")
        XCTAssertEqual(report.analytics.filter { $0 == "screen_view /home/user(id: 7)/settings/discard-settings" }.count, 2,
                       "the dialog shown twice is two views: \(report.analytics)")
    }
}
