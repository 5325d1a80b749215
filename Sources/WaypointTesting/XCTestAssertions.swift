#if canImport(XCTest)
import XCTest
import WaypointRx

/// Asserts that two event timelines are equal; on failure prints both, marking the differences.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let report = TimelineDiff.describe(expected: expected, actual: actual) {
        XCTFail(report, file: file, line: line)
    }
}

/// Asserts that two subscription logs are equal; on failure prints both.
public func XCTAssertEqual(
    _ actual: [Subscription],
    _ expected: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let report = TimelineDiff.describe(expected: expected, actual: actual) {
        XCTFail(report, file: file, line: line)
    }
}

/// Asserts that the observer recorded exactly `expected`.
public func XCTAssertEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(observer.events, expected, file: file, line: line)
}
#endif
