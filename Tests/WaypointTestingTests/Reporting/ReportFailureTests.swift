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
final class ReportFailureXCTestTests: FailureCapturingTestCase {
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
