/// The observers of a store's states, in subscription order, with constant-time append and
/// removal: a removed observer leaves a hole, and the holes are squeezed out once they make up
/// half of the list. Not thread-safe: the store keeps it under its lock.
struct ObserverList<State> {
    /// The observers (each a `StateObserver<State>`) in subscription order, `nil` where one was
    /// removed. Copying it is cheap (copy on write), so the store delivers to a snapshot outside
    /// its lock. Its element type does not depend on `State`, so that taking and walking a
    /// snapshot looks up no generic metadata.
    private(set) var slots: ContiguousArray<AnyObject?> = []
    private var holes = 0

    /// Adds `observer` at the end.
    mutating func append(_ observer: StateObserver<State>) {
        observer.slot = slots.count
        slots.append(observer)
    }

    /// Removes `observer`; nothing happens when it is not in the list.
    mutating func remove(_ observer: StateObserver<State>) {
        let slot = observer.slot
        guard slot >= 0, slot < slots.count, slots[slot] === observer else { return }
        slots[slot] = nil
        observer.slot = -1
        holes += 1
        if holes == slots.count {
            slots.removeAll(keepingCapacity: slots.count <= 64)
            holes = 0
        } else if holes >= 16, holes * 2 >= slots.count {
            compact()
        }
    }

    private mutating func compact() {
        var kept = ContiguousArray<AnyObject?>()
        kept.reserveCapacity(slots.count - holes)
        for case let observer? in slots {
            unsafeDowncast(observer, to: StateObserver<State>.self).slot = kept.count
            kept.append(observer)
        }
        slots = kept
        holes = 0
    }
}
