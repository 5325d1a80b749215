#if canImport(XCTest)
import XCTest
import WaypointRx

/// Asserts that `observer` recorded exactly the timeline `diagram` draws (see `MarbleDiagram`);
/// frame 0 is tick `subscribed` (200 by default, when `TestScheduler.start` subscribes).
///
/// ```swift
/// let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
/// XCTAssertMarbles(res, "-----b-|", values: ["b": 2])
/// ```
/// On a mismatch, the failure shows both timelines, drawn and as event lists; a bad diagram
/// fails with the `MarbleSyntaxError`.
public func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ diagram: String,
    values: [String: Element] = [:],
    errors: [String: Swift.Error] = [:],
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        if let report = try MarbleDiagram.mismatch(observer.events, expected: diagram, values: values, errors: errors, origin: subscribed, frameTicks: frameTicks) {
            XCTFail(report, file: file, line: line)
        }
    } catch {
        XCTFail(String(describing: error), file: file, line: line)
    }
}

/// Asserts that `observable` received exactly the subscriptions the subscription diagrams draw
/// (`"^---!"`, one diagram per subscription; see `MarbleDiagram.subscription`); frame 0 is tick
/// `subscribed` (200 by default).
public func XCTAssertSubscriptions<Element>(
    _ observable: TestableObservable<Element>,
    _ diagrams: String...,
    subscribed: TestTime = TestScheduler.defaultSubscribed,
    frameTicks: TestTime = MarbleDiagram.defaultFrameTicks,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        let expected = try diagrams.map { try MarbleDiagram.subscription($0, origin: subscribed, frameTicks: frameTicks) }
        XCTAssertEqual(observable.subscriptions, expected, file: file, line: line)
    } catch {
        XCTFail(String(describing: error), file: file, line: line)
    }
}
#endif
