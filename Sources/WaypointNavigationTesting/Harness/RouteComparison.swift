import WaypointRouter

/// Compares two routes depth by depth, for failure messages.
public enum RouteComparison {
    /// `nil` when the routes are equal; otherwise a table with one row per depth and `✗` on the
    /// rows that differ, `—` where a route has no segment.
    ///
    /// ```text
    ///     depth  expected  UI
    ///     0      home      home
    ///   ✗ 1      settings  —
    /// ```
    public static func describe(expected: Route, actual: Route, expectedLabel: String = "expected", label: String) -> String? {
        if expected == actual { return nil }
        let count = max(expected.count, actual.count)
        let left = (0..<count).map { $0 < expected.count ? expected[$0] : "—" }
        let right = (0..<count).map { $0 < actual.count ? actual[$0] : "—" }
        let width = max(expectedLabel.count, left.map(\.count).max() ?? 0) + 2
        func pad(_ text: String, _ length: Int) -> String { text.padding(toLength: max(length, text.count), withPad: " ", startingAt: 0) }
        var rows = ["    " + pad("depth", 7) + pad(expectedLabel, width) + label]
        for depth in 0..<count {
            let mark = left[depth] == right[depth] ? "    " : "  ✗ "
            rows.append(mark + pad("\(depth)", 7) + pad(left[depth], width) + right[depth])
        }
        rows.append("    (\(expectedLabel): \(expected.routeDescription), \(label): \(actual.routeDescription))")
        return rows.joined(separator: "\n")
    }
}
