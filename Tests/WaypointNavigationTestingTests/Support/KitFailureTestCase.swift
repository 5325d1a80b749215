import WaypointTesting
import XCTest

/// A test case that checks the kit's own failures: each failure the kit reports
/// (`reportFailure`, which calls `XCTFail`) is kept in `failures` instead of failing the test, so
/// the test asserts what was reported and where (XCTExpectFailure does not exist on Linux). The
/// test's own XCTest assertions still fail it. A test that expects no failure asserts
/// `failures == []`. Leaks are checked as in `LeakCheckingTestCase`.
class KitFailureTestCase: LeakCheckingTestCase {
    /// The kit's failures so far, in the order they were reported.
    var failures: [RecordedFailure] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if RecordedFailure.isTestAssertion(description) {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append(RecordedFailure(recorded: description, file: filePath, line: lineNumber))
    }
}

/// A failure the kit reported, as `KitFailureTestCase` keeps it.
struct RecordedFailure: Equatable {
    let description: String
    let file: String
    let line: Int

    /// A failure as XCTest recorded it: `XCTFail` (which `reportFailure` calls) prefixes its
    /// message with `failed - `; the message is what the kit reported.
    init(recorded description: String, file: String, line: Int) {
        self.init(description: description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description, file: file, line: line)
    }

    init(description: String, file: String, line: Int) {
        self.description = description
        self.file = file
        self.line = line
    }

    /// Whether `description` is the failure of an XCTest assertion (`XCTAssertEqual failed: …`),
    /// which must fail the test instead of being recorded: a test that records every failure
    /// would also swallow the one of its own final `XCTAssertEqual(failures, …)`.
    static func isTestAssertion(_ description: String) -> Bool {
        description.hasPrefix("XCTAssert") || description.hasPrefix("XCTUnwrap")
    }
}
