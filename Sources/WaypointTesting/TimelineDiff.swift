import WaypointRx

/// Compares two event timelines and describes how they differ, line by line.
public enum TimelineDiff {
    /// `nil` when the timelines are equal, otherwise a readable report: both timelines, one
    /// event per line, with `✗` marking the lines that differ.
    public static func describe<Element: Equatable>(expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>]) -> String? {
        if expected == actual { return nil }
        return describe(expected: expected.map { "\($0.time): \($0.value)" },
                        actual: actual.map { "\($0.time): \($0.value)" },
                        same: { index in index < expected.count && index < actual.count && expected[index] == actual[index] })
    }

    /// `nil` when the subscription logs are equal, otherwise a readable report.
    public static func describe(expected: [Subscription], actual: [Subscription]) -> String? {
        if expected == actual { return nil }
        return describe(expected: expected.map(\.debugDescription), actual: actual.map(\.debugDescription),
                        same: { index in index < expected.count && index < actual.count && expected[index] == actual[index] })
    }

    static func describe(expected: [String], actual: [String], same: (Int) -> Bool) -> String {
        var lines = ["Timelines differ (✗ marks a difference):", "  expected                          | actual"]
        for index in 0..<max(expected.count, actual.count) {
            let left = index < expected.count ? expected[index] : "—"
            let right = index < actual.count ? actual[index] : "—"
            let mark = same(index) ? " " : "✗"
            lines.append("\(mark) \(left.padding(toLength: 33, withPad: " ", startingAt: 0)) | \(right)")
        }
        return lines.joined(separator: "\n")
    }
}
