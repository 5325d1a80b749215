import Testing
import XCTest
import WaypointTesting

@Suite struct ReportFailureSwiftTestingTests {
    @Test func aFailureInsideASwiftTestingTestIsRecordedAsAnIssue() {
        withKnownIssue {
            reportFailure("expected failure")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "expected failure" }
        }
    }
}

final class ReportFailureXCTestTests: XCTestCase {
    private var recorded: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recorded.append((description, lineNumber))
    }

    func testAFailureInsideAnXCTestCaseIsAnXCTestFailureAtTheCallersLine() {
        let line = #line + 1
        reportFailure("expected failure")
        XCTAssertEqual(recorded.map(\.description), ["expected failure"])
        XCTAssertEqual(recorded.map(\.line), [line])
    }
}
