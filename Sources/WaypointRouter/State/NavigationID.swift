import WaypointRx

/// Identifies one navigation: the action or request that asked for it, and every event about it.
///
/// Ids are made when the action is created (`NavigationID.next()`), so reducers stay pure.
public struct NavigationID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The number of the id, unique in the process.
    public let rawValue: Int

    private static let counter = AtomicBox<Int>(0)

    /// An id with the given number (for tests and restored state).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A new id, unique in the process. Made while a guard decides on a navigation (see
    /// `NavigationGuardContext.startingNavigations(_:)`), it is recorded as started by that guard.
    public static func next() -> NavigationID {
        let id = unscoped()
        GuardScope.recordInCurrent(id)
        return id
    }

    /// A new id that no guard's scope records: the router's own (redirects, user changes).
    static func unscoped() -> NavigationID {
        NavigationID(rawValue: counter.add(1, ordering: .relaxed).newValue)
    }

    /// Orders ids by their number.
    public static func < (lhs: NavigationID, rhs: NavigationID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#12`.
    public var description: String { "#\(rawValue)" }
}
