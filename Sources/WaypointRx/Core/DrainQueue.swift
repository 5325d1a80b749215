/// Work decided under a lock and carried out outside it, one thread at a time, in the order it was
/// queued: whoever claims the queue while nobody drains it becomes the drainer and takes batches
/// until it is empty; work queued meanwhile (from other threads, or re-entrantly by the drainer
/// itself) is left to that drainer, never run nested.
///
/// A value type kept in its owner's lock-guarded state; every method is called under that lock.
struct DrainQueue<Item> {
    private var items: [Item] = []
    private var draining = false

    /// Queues `item`.
    mutating func append(_ item: Item) {
        items.append(item)
    }

    /// Whether the caller must now drain: `true` (and the caller is the drainer) when nobody
    /// drains; `whenEmpty` says whether to claim it with nothing queued.
    mutating func claim(whenEmpty: Bool = false) -> Bool {
        if draining || (items.isEmpty && !whenEmpty) { return false }
        draining = true
        return true
    }

    /// The queued items, removed; `nil` (and the drainer stops) when there are none.
    mutating func takeBatch() -> [Item]? {
        if items.isEmpty {
            draining = false
            return nil
        }
        defer { items.removeAll(keepingCapacity: true) }
        return items
    }
}
