#if canImport(XCTest)
import XCTest
import WaypointRx

// The two `XCTAssertEqual` overloads keep XCTest's `file:line:` parameters and no more: with an
// extra defaulted parameter, Swift would prefer XCTest's generic `XCTAssertEqual` (and its
// unreadable message) over these.

/// Asserts that two event timelines are equal; on failure reports both, marking the differences.
/// RxTest's name for `assertEvents(_:_:)`; like it, it also works inside a Swift Testing `@Test`.
public func XCTAssertEqual<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertEvents(actual, expected, fileID: fileID(of: file), filePath: file, line: line, column: 1)
}

/// Asserts that two subscription logs are equal; on failure reports both. RxTest's name for
/// `assertSubscriptions(_:_:)`.
public func XCTAssertEqual(
    _ actual: [Subscription],
    _ expected: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSubscriptions(actual, expected, fileID: fileID(of: file), filePath: file, line: line, column: 1)
}

/// A `#fileID`-shaped name (`Folder/File.swift`) for a path, where only the path is known.
private func fileID(of path: StaticString) -> String {
    "\(path)".split(separator: "/").suffix(2).joined(separator: "/")
}

/// Asserts that the observer recorded exactly `expected`; `assertEvents(_:_:)` by another name.
public func XCTAssertEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: [Recorded<Event<Element>>],
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertEvents(observer.events, expected, fileID: fileID, filePath: file, line: line, column: column)
}
#endif
