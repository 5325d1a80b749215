import WaypointAtomicsC

/// Counts the resources that are alive: subscriptions, sinks, subject observers and scheduled
/// items. Tests read `Resources.total` before and after to prove that nothing leaked.
public enum Resources {
    // The count is a C global (`waypoint_resources_total`): a Swift `static let` box would cost
    // a lazy-initialisation check and a metadata lookup on every count.

    /// The number of live resources right now.
    public static var total: Int { waypoint_resources_load() }

    /// Records one more live resource.
    @inlinable
    public static func incrementTotal() {
        waypoint_resources_add(1)
    }

    /// Records one resource released.
    @inlinable
    public static func decrementTotal() {
        waypoint_resources_add(-1)
    }
}
