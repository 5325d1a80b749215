import PlaygroundKit
import WaypointNavigationTesting
import WaypointTesting
import XCTest

/// Asserts the navigation events of the tour's `step`, written in the test kit's timeline form
/// (`NavigationTimeline`: milliseconds as ticks, navigations numbered from `#1` within the step;
/// on failure the kit's line diff), and the container calls WaypointUI's routables made in it.
func assertStep(_ report: TourReport, _ step: String, _ timeline: String, calls: [String], _ message: String = "",
                file: StaticString = #filePath, line: UInt = #line) {
    do {
        let expected = try NavigationTimeline.parse(timeline)
        if let diff = LineDiff.describe(expected: expected, actual: report.timeline(step)) {
            XCTFail("The events of \(step) differ (− expected, + actual):\n" + diff, file: file, line: line)
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
    XCTAssertEqual(report.containerCalls(in: step), calls, message, file: file, line: line)
}

extension TourReport {
    /// The events of `step` in the kit's timeline form, one per line.
    func timeline(_ step: String) -> [String] {
        NavigationTimeline.lines(events(in: step).map { Recorded(time: $0.time, value: $0.event) })
    }
}
