#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a test failure to whichever framework runs the current test: inside a Swift Testing
/// `@Test` it records an `Issue` at the caller's location (so `withKnownIssue` can expect it);
/// otherwise it calls `XCTFail` at `filePath`/`line`.
///
/// Every assertion in WaypointTesting fails through this function, so each one works in both
/// XCTest and Swift Testing. Pass the caller's `#fileID`, `#filePath`, `#line` and `#column` on.
public func reportFailure(
    _ message: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        )
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print("Test failure at \(fileID):\(line): \(message)")
    #endif
}
