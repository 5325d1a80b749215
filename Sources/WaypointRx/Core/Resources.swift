/// Counts the resources that are alive: subscriptions, sinks, subject observers and scheduled
/// items. Tests read `Resources.total` before and after to prove that nothing leaked.
public enum Resources {
    @usableFromInline
    static let counter = AtomicBox<Int>(0)

    /// The number of live resources right now.
    public static var total: Int { counter.load(ordering: .relaxed) }

    /// Records one more live resource.
    @inlinable
    public static func incrementTotal() {
        counter.add(1, ordering: .relaxed)
    }

    /// Records one resource released.
    @inlinable
    public static func decrementTotal() {
        counter.subtract(1, ordering: .relaxed)
    }
}
