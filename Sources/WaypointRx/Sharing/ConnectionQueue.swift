/// The lock of a sharing operator, and its connection changes (subscribe to the source,
/// unsubscribe from it), decided under that lock and carried out outside it, one at a time, in
/// the order they were decided. So a connection opened after another one closed subscribes to the
/// source only after the old subscription was disposed — never two live source subscriptions —
/// and no lock is held while the source runs.
///
/// The operator changes its state inside `withLock`, queueing connection changes there with
/// `enqueue`. Whoever leaves `withLock` while nobody is draining becomes the drainer: it runs the
/// queue (outside the lock) until it is empty; work queued meanwhile, from other threads or
/// re-entrantly from inside the source, is run by that drainer after the current item. An item can
/// be queued not yet runnable (a connection whose first subscriber is still registering, so that
/// it receives what the source sends synchronously); the queue stops at it until `markRunnable`.
// @unchecked: every var (and the operator state it guards) is only touched under `lock`.
final class ConnectionQueue: @unchecked Sendable {
    private struct Item {
        let id: UInt64
        var runnable: Bool
        let action: () -> Void
    }

    private let lock = Locked()
    private var items: [Item] = []
    private var head = 0
    private var draining = false
    private var nextID: UInt64 = 0

    /// Runs `body` under the lock, then carries out the connection changes that became runnable,
    /// outside it (unless another thread is already doing so).
    func withLock<Result>(_ body: () -> Result) -> Result {
        let (result, drain) = lock.withLock { () -> (Result, Bool) in
            let result = body()
            return (result, claimDrain())
        }
        if drain { self.drain() }
        return result
    }

    /// Queues `action` and returns its id. Call only inside `withLock`.
    @discardableResult
    func enqueue(runnable: Bool = true, _ action: @escaping () -> Void) -> UInt64 {
        let id = nextID
        nextID &+= 1
        items.append(Item(id: id, runnable: runnable, action: action))
        return id
    }

    /// Lets the item `id` run, and runs what became runnable. Call outside `withLock`.
    func markRunnable(_ id: UInt64) {
        withLock {
            if let index = items[head...].firstIndex(where: { $0.id == id }) {
                items[index].runnable = true
            }
        }
    }

    /// Runs the runnable items at the head of the queue until there are none, outside the lock.
    private func drain() {
        while true {
            let batch = lock.withLock { takeRunnable() }
            guard let batch else { return }
            for action in batch { action() }
        }
    }

    /// The runnable items at the head of the queue, removed from it; `nil` (and the caller stops
    /// draining) when there are none. Under the lock.
    private func takeRunnable() -> [() -> Void]? {
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

    /// Under the lock: whether the caller must now drain.
    private func claimDrain() -> Bool {
        if draining || head == items.count || !items[head].runnable { return false }
        draining = true
        return true
    }
}
