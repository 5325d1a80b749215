/// Connection changes of a sharing operator (subscribe to the source, unsubscribe from it),
/// decided under the operator's lock and carried out outside it, one at a time, in the order they
/// were decided. So a connection opened after another one closed subscribes to the source only
/// after the old subscription was disposed — never two live source subscriptions — and no lock is
/// held while the source runs.
///
/// Whoever queues work while nobody is draining becomes the drainer: it runs the queue (outside
/// the lock) until it is empty; work queued meanwhile, from other threads or re-entrantly from
/// inside the source, is run by that drainer after the current item. An item can be queued
/// not yet runnable (a connection whose first subscriber is still registering, so that it
/// receives what the source sends synchronously); the queue stops at it until `markRunnable`.
///
/// A value type kept in the operator's lock-guarded state; every method is called under that lock.
struct ConnectionQueue {
    private struct Item {
        let id: UInt64
        var runnable: Bool
        let action: () -> Void
    }

    private var items: [Item] = []
    private var head = 0
    private var draining = false
    private var nextID: UInt64 = 0

    /// Queues `action`; returns its id, and whether the caller must now drain.
    mutating func enqueue(runnable: Bool = true, _ action: @escaping () -> Void) -> (id: UInt64, drain: Bool) {
        let id = nextID
        nextID &+= 1
        items.append(Item(id: id, runnable: runnable, action: action))
        return (id, claimDrain())
    }

    /// Lets the item `id` run; returns whether the caller must now drain.
    mutating func markRunnable(_ id: UInt64) -> Bool {
        if let index = items[head...].firstIndex(where: { $0.id == id }) {
            items[index].runnable = true
        }
        return claimDrain()
    }

    /// The runnable items at the head of the queue, removed from it; `nil` (and the caller stops
    /// draining) when there are none.
    mutating func takeRunnable() -> [() -> Void]? {
        var batch: [() -> Void] = []
        while head < items.count, items[head].runnable {
            batch.append(items[head].action)
            head += 1
        }
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        if batch.isEmpty {
            draining = false
            return nil
        }
        return batch
    }

    private mutating func claimDrain() -> Bool {
        if draining || head == items.count || !items[head].runnable { return false }
        draining = true
        return true
    }
}
