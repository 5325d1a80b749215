import WaypointRx

/// Asserts that `observer` recorded exactly the timeline `diagram` draws (see `MarbleDiagram`);
/// frame 0 is tick `subscribed` (200 by default, when `TestScheduler.start` subscribes).
///
/// ```swift
/// let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
/// assertMarbles(res, "-----b-|", values: ["b": 2])
/// ```
/// On a mismatch, the failure shows both timelines, drawn and as event lists; a bad diagram
/// fails with the `MarbleSyntaxError`. Works in XCTest and in Swift Testing (`reportFailure`).
public func assertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ diagram: String,
    values: [String: Element] = [:],
    errors: [String: Swift.Error] = [:],
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    do {
        if let report = try MarbleDiagram.mismatch(observer.events, expected: diagram, values: values, errors: errors, origin: subscribed, frameTicks: frameTicks) {
            reportFailure(report, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    } catch {
        reportFailure(String(describing: error), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that `observable` received exactly the subscriptions the subscription diagrams draw
/// (`"^---!"`, one diagram per subscription; see `MarbleDiagram.subscription`); frame 0 is tick
/// `subscribed` (200 by default). Works in XCTest and in Swift Testing.
public func assertSubscriptions<Element>(
    _ observable: TestableObservable<Element>,
    _ diagrams: String...,
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSubscriptionDiagrams(observable, diagrams, subscribed: subscribed, frameTicks: frameTicks,
                               fileID: fileID, filePath: filePath, line: line, column: column)
}

func assertSubscriptionDiagrams<Element>(
    _ observable: TestableObservable<Element>,
    _ diagrams: [String],
    subscribed: TestTime,
    frameTicks: TestTime,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    do {
        let expected = try diagrams.map { try MarbleDiagram.subscription($0, origin: subscribed, frameTicks: frameTicks) }
        assertSubscriptions(observable.subscriptions, expected, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        reportFailure(String(describing: error), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

#if canImport(XCTest)
/// `assertMarbles` by its XCTest-style name.
public func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ diagram: String,
    values: [String: Element] = [:],
    errors: [String: Swift.Error] = [:],
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertMarbles(observer, diagram, values: values, errors: errors, subscribed: subscribed, frameTicks: frameTicks,
                  fileID: fileID, filePath: file, line: line, column: column)
}

/// `assertSubscriptions(_:_:…)` with diagrams, by its XCTest-style name.
public func XCTAssertSubscriptions<Element>(
    _ observable: TestableObservable<Element>,
    _ diagrams: String...,
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSubscriptionDiagrams(observable, diagrams, subscribed: subscribed, frameTicks: frameTicks,
                               fileID: fileID, filePath: file, line: line, column: column)
}
#endif
