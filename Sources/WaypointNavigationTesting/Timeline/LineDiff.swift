/// A line-by-line difference between two lists of text lines, for failure messages.
public enum LineDiff {
    /// `nil` when the lines are equal; otherwise every line of both, in order, the common ones
    /// indented, those only expected marked `−` and those only actual marked `+` (a longest
    /// common subsequence alignment).
    public static func describe(expected: [String], actual: [String]) -> String? {
        if expected == actual { return nil }
        let n = expected.count, m = actual.count
        // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append("    " + expected[i])
                i += 1
                j += 1
            } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
                lines.append("  + " + actual[j])
                j += 1
            } else {
                lines.append("  − " + expected[i])
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
