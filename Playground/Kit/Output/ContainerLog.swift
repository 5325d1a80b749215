import Waypoint

/// Every call WaypointUI's routables made on the headless containers, and every gesture of the
/// user, in order, with the time it happened and the tour step (or interactive command).
public final class ContainerLog: Sendable {
    /// One call or gesture.
    public struct Entry: Equatable, Sendable {
        /// Milliseconds since the app started (virtual or real).
        public let time: Int
        /// The step or command it happened in.
        public let step: String
        /// What happened: `home.push(User 42 ‹3›)`, `tabBar.select(stats)`, `user taps the home tab`.
        public let text: String
    }

    private let list = Locked<[Entry]>([])

    /// Everything so far.
    public var entries: [Entry] { list.withLock { $0 } }

    func append(_ entry: Entry) {
        list.withLock { $0.append(entry) }
    }
}
