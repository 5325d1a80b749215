import WaypointRx

/// A thread-safe list of entries, for test closures that must be `@Sendable` (disposable
/// actions, scheduled work, hooks).
final class SendableLog<Entry: Sendable>: Sendable {
    private let entries = Locked<[Entry]>([])

    /// Appends an entry.
    func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }

    /// Everything appended so far.
    var all: [Entry] { entries.withLock { $0 } }
}
