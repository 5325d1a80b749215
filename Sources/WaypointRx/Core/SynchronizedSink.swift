/// A sink for operators whose events come from several places (the source, a timer, a second
/// source): state changes happen under one lock, and the events decided there are delivered after
/// the lock is released, in the order they were decided, one at a time, never nested.
///
/// Subclasses keep their state in vars touched only inside `synchronized { … }`, and queue events
/// there with `emit(_:)` or `emitAction(_:)`. Whoever finds nobody delivering delivers the queue;
/// a thread that queues while another delivers returns at once.
@usableFromInline
// @unchecked: `outbox`, `delivering` and subclass vars live behind `lock`; one thread delivers at a time.
class SynchronizedSink<Element>: Sink<Element>, @unchecked Sendable {
    /// One queued delivery: an event for the downstream observer, or another action (an event for
    /// an inner observer, say) that must keep its place in the same order.
    @usableFromInline
    enum Delivery {
        case event(Event<Element>)
        case action(() -> Void)
    }

    @usableFromInline
    let lock = Locked(())
    @usableFromInline
    @exclusivity(unchecked) var outbox: [Delivery] = []
    @usableFromInline
    @exclusivity(unchecked) var delivering = false

    /// Runs `body` under the lock, then delivers what it queued, outside the lock. The thread
    /// that becomes the deliverer takes the queue in the same critical section.
    @inlinable
    final func synchronized<Result>(_ body: () -> Result) -> Result {
        var batch: [Delivery] = []
        let result = lock.withLock { () -> Result in
            let result = body()
            if !delivering && !outbox.isEmpty {
                delivering = true
                swap(&batch, &outbox)
            }
            return result
        }
        if !batch.isEmpty { deliver(&batch) }
        return result
    }

    /// Forwards `event` when `condition`, checked under the lock, holds: at once when nobody is
    /// delivering (then whatever was queued meanwhile), otherwise queued behind the deliverer.
    /// The same as `synchronized { if condition() { emit(event) } }`, without the queue round
    /// trip in the common uncontended case.
    @inlinable
    final func synchronizedForward(_ event: Event<Element>, if condition: () -> Bool) {
        let deliverNow = lock.withLock { () -> Bool in
            if !condition() { return false }
            if delivering {
                outbox.append(.event(event))
                return false
            }
            delivering = true
            return true
        }
        guard deliverNow else { return }
        forward(event)
        var batch: [Delivery] = []
        lock.withLock {
            swap(&batch, &outbox)
            if batch.isEmpty { delivering = false }
        }
        if !batch.isEmpty { deliver(&batch) }
    }

    /// Queues an event for the downstream observer. Call only inside `synchronized`.
    @inlinable
    final func emit(_ event: Event<Element>) {
        outbox.append(.event(event))
    }

    /// Queues an action to run in delivery order, outside the lock. Call only inside `synchronized`.
    @inlinable
    final func emitAction(_ action: @escaping () -> Void) {
        outbox.append(.action(action))
    }

    /// Delivers `batch`, then whatever was queued meanwhile, until the queue is empty. Swapping
    /// hands the emptied buffer back to `outbox`, so steady state allocates nothing.
    @inlinable
    final func deliver(_ batch: inout [Delivery]) {
        while true {
            for delivery in batch {
                switch delivery {
                case .event(let event): forward(event)
                case .action(let action): action()
                }
            }
            batch.removeAll(keepingCapacity: true)
            lock.withLock {
                swap(&batch, &outbox)
                if batch.isEmpty { delivering = false }
            }
            if batch.isEmpty { return }
        }
    }
}
