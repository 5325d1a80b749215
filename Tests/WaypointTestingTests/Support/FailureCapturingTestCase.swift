import XCTest

/// A test case that checks failures the testing library reports: only those recorded inside
/// `failures(_:)` are captured; the test's own assertions run outside it and still fail the test
/// (XCTExpectFailure does not exist on Linux).
class FailureCapturingTestCase: XCTestCase {
    /// A failure as XCTest recorded it.
    struct CapturedFailure {
        let description: String
        let file: String
        let line: Int
    }

    private var capturing = false
    private var recorded: [CapturedFailure] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            recorded.append(CapturedFailure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// The failures `body` records, kept from failing this test.
    func failures(_ body: () -> Void) -> [CapturedFailure] {
        capturing = true
        body()
        capturing = false
        defer { recorded = [] }
        return recorded
    }
}
