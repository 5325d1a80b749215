import Waypoint

/// Every navigation event the app saw, in order, with the time it arrived, its display number and
/// the tour step (or interactive command) it happened in.
public final class EventLog: Sendable {
    /// One event.
    public struct Entry: Equatable, Sendable {
        /// Milliseconds since the app started (virtual or real).
        public let time: Int
        /// The navigation's display number (`#3` is 3).
        public let number: Int
        /// The event.
        public let event: NavigationEvent
        /// The step or command it happened in.
        public let step: String
        /// The line the app printed for it.
        public let line: String
    }

    private let state = Locked<(entries: [Entry], step: String)>(([], ""))

    /// Everything so far.
    public var entries: [Entry] { state.withLock { $0.entries } }

    /// How many events so far.
    var count: Int { state.withLock { $0.entries.count } }

    /// The events after the first `start`.
    func entries(since start: Int) -> [Entry] {
        state.withLock { state in Array(state.entries.dropFirst(start)) }
    }

    /// The label events are recorded under from now on.
    var step: String {
        get { state.withLock { $0.step } }
        set { state.withLock { $0.step = newValue } }
    }

    func append(time: Int, number: Int, event: NavigationEvent, line: String) {
        state.withLock { state in state.entries.append(Entry(time: time, number: number, event: event, step: state.step, line: line)) }
    }

    /// `true` while a navigation that started has not ended.
    var hasRunningNavigation: Bool {
        var running: Set<NavigationID> = []
        for entry in entries {
            if case .started = entry.event.kind { running.insert(entry.event.navigationID) }
            if entry.event.isTerminal { running.remove(entry.event.navigationID) }
        }
        return !running.isEmpty
    }

    /// The navigations held by a protection space that have not ended yet.
    var heldNavigations: Set<NavigationID> {
        var held: Set<NavigationID> = []
        for entry in entries {
            if case .held = entry.event.kind { held.insert(entry.event.navigationID) }
            if entry.event.isTerminal { held.remove(entry.event.navigationID) }
        }
        return held
    }
}
