import WaypointRx

/// Asserts that two event timelines are equal; on failure reports both, marking the differences.
/// Works in XCTest and in Swift Testing (`reportFailure`).
///
/// A trait records as its observable does: `start { single }` gives `.next` and `.completed` at
/// the same tick, `start { completable }` just the terminal event.
public func assertEvents<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ expected: [Recorded<Event<Element>>],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let report = TimelineDiff.describe(expected: expected, actual: actual) {
        reportFailure(report, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that `observer` recorded exactly `expected`; see `assertEvents(_:_:)`.
public func assertEvents<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ expected: [Recorded<Event<Element>>],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertEvents(observer.events, expected, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that two subscription logs are equal; on failure reports both. Works in XCTest and in
/// Swift Testing.
public func assertSubscriptions(
    _ actual: [Subscription],
    _ expected: [Subscription],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let report = TimelineDiff.describe(expected: expected, actual: actual) {
        reportFailure(report, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that `observable` received exactly the subscriptions `expected`; see
/// `assertSubscriptions(_:_:)`.
public func assertSubscriptions<Element>(
    _ observable: TestableObservable<Element>,
    _ expected: [Subscription],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSubscriptions(observable.subscriptions, expected, fileID: fileID, filePath: filePath, line: line, column: column)
}
