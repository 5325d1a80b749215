import Waypoint

/// Values that request callbacks and steps report, by name; safe from any thread.
final class Findings: Sendable {
    private let values = Locked<[String: String]>([:])

    subscript(name: String) -> String? {
        get { values.withLock { $0[name] } }
        set { values.withLock { $0[name] = newValue } }
    }

    /// Everything reported.
    var all: [String: String] { values.withLock { $0 } }

    /// `true` once `name` was reported.
    func has(_ name: String) -> Bool { self[name] != nil }
}
