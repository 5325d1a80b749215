import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// The request example of the "Testing navigation" article, run.
final class RequestExampleTests: LeakCheckingTestCase {
    func testCancellingAnExportStopsAfterTheRunningStep() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 4)
        nav.dispatch(SetRouteAction(["files"]))
        nav.skipEvents(through: 10)          // the app shows its files: not what this test is about
        let export = nav.navigate { $0.to(["files", "export", "csv"]) }
        export.cancel(at: 12)                // while "export" is being pushed
        nav.expect("""
            10 #2 start /files → /files/export/csv [request]
            10 #2 push export
            14 #2 pushed export
            14 #2 cancelled: aborted
            14 #2 synced /files/export
            """)
        XCTAssertEqual(export.log, ["14 onFailure: The navigation was cancelled: aborted",
                                    "14 error: The navigation was cancelled: aborted"])
        nav.at(20) { $0.tree.userShows(["files"]) }   // the UI reports what it shows
        nav.expect("""
            20 #3 user showed /files/export → /files
            20 #3 synced /files
            """)
    }
}
