import Waypoint

/// What a run of the tour did, for tests and for the summary it prints.
public struct TourReport: Sendable {
    /// Every navigation event, in order, with its time, display number and step.
    public let events: [EventLog.Entry]
    /// Every container call and user gesture, in order, with its time and step.
    public let containerCalls: [ContainerLog.Entry]
    /// The screen tree at the end, one line per row.
    public let finalTree: [String]
    /// The route in the store at the end.
    public let finalRoute: [String]
    /// The analytics interceptor's records.
    public let analytics: [String]
    /// What steps observed besides events (request results, cache contents), by name.
    public let findings: [String: String]
    /// Waits that gave up; empty when the tour went as planned.
    public let problems: [String]
    /// The screen tree each step ended with, by step.
    public let trees: [String: [String]]

    /// The events of the step named `step`.
    public func events(in step: String) -> [EventLog.Entry] {
        events.filter { $0.step == step }
    }

    /// The container calls and user gestures of the step named `step`, as `+<ms> <what>`.
    public func containerCalls(in step: String) -> [String] {
        containerCalls.filter { $0.step == step }.map { "+\($0.time) \($0.text)" }
    }
}
