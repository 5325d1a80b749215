import WaypointRouter

/// A change the user made on screen (a back swipe, a tab tap, a swipe-down), as the route the UI
/// showed before and shows now.
enum UserChange: Equatable {
    /// The user removed the last `count` segments (pops and dismissals).
    case popped(count: Int)
    /// The UI now shows `to`, which is not a prefix of `from` (a tab tap).
    case replaced(from: Route, to: Route)

    /// What changed between `before` and `after`; `nil` when nothing did.
    static func between(_ before: Route, _ after: Route) -> UserChange? {
        if before == after { return nil }
        if after.count < before.count && before.starts(with: after) { return .popped(count: before.count - after.count) }
        return .replaced(from: before, to: after)
    }
}
