import Testing
import XCTest
import WaypointTesting

@Suite struct ReportFailureSwiftTestingTests {
    @Test func aFailureInsideASwiftTestingTestIsAnIssueAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            reportFailure("expected failure")
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected failure"] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
    }
}

/// `reportFailure` inside an XCTest case. Only the failures recorded inside `failures(_:)` are
/// captured; the tests' own assertions run outside it, so they still fail the test
/// (`XCTExpectFailure` does not exist on Linux).
final class ReportFailureXCTestTests: XCTestCase {
    private var capturing = false
    private var recorded: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recorded.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` records, kept from failing this test.
    private func failures(_ body: () -> Void) -> [(description: String, file: String, line: Int)] {
        capturing = true
        body()
        capturing = false
        defer { recorded = [] }
        return recorded
    }

    func testAFailureInsideAnXCTestCaseIsAnXCTestFailureAtTheCallersLine() {
        let line = #line + 2
        let failed = failures {
            reportFailure("expected failure")
        }
        // XCTFail, which reportFailure calls, prefixes the message with "failed - ".
        XCTAssertEqual(failed.map(\.description), ["failed - expected failure"])
        XCTAssertEqual(failed.map(\.file), ["\(#filePath)"])
        XCTAssertEqual(failed.map(\.line), [line])
    }

    func testTheLocationPassedOnIsTheOneReported() {
        let failed = failures {
            reportFailure("elsewhere", filePath: "Elsewhere.swift", line: 7)
        }
        XCTAssertEqual(failed.map(\.description), ["failed - elsewhere"])
        XCTAssertEqual(failed.map(\.file), ["Elsewhere.swift"])
        XCTAssertEqual(failed.map(\.line), [7])
    }

    func testNoFailureIsRecordedWhenNothingIsReported() {
        XCTAssertEqual(failures {}.count, 0)
    }
}
