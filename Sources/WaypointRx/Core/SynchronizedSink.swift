/// A sink for operators whose events come from several places (the source, a timer, a second
/// source): state changes happen under one lock, and the events decided there are delivered after
/// the lock is released, in the order they were decided, one at a time, never nested.
///
/// Subclasses keep their state in vars touched only inside `synchronized { … }`, and queue events
/// there with `emit(_:)` or `emitAction(_:)`. Whoever finds nobody delivering delivers the queue;
/// a thread that queues while another delivers returns at once.
@usableFromInline
// @unchecked: `outbox` and subclass vars live behind `lock`; `drainState` is atomic; one thread delivers at a time.
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

    /// bit 0: a thread is delivering (the deliverer); bit 1: deliveries are queued in `outbox`
    /// for it. Bit 0 is set from 0 (under the lock, or by `claimIdleDelivery` without it) and
    /// cleared by the deliverer: under the lock when it takes an empty queue, or without it by a
    /// compare-and-exchange from 1 (nothing queued). Bit 1 is set under the lock with the queued
    /// delivery appended in the same critical section, and cleared under the lock by the
    /// deliverer taking the queue. So bit 0 clear means the queue is empty and everything
    /// decided so far was delivered, and a deliverer that leaves has seen every queued delivery.
    @inlinable @inline(__always)
    final var drainState: AtomicWord<Int> { drainWord }

    /// Under the lock, with a delivery to make: `true` if the caller becomes the deliverer (and
    /// delivers now); `false` if one is at work, in which case bit 1 is set and the caller must
    /// leave its delivery in `outbox` before it leaves the lock.
    @inlinable
    final func claimOrQueue() -> Bool {
        var current = drainState.load(ordering: .acquiring)
        while true {
            // From 0: nobody delivers (a compare-and-exchange, as `claimIdleDelivery` may race).
            // With bit 0 set: flag the queue, unless the deliverer left meanwhile (1 → 0).
            let desired = current & 1 == 0 ? 1 : current | 2
            if current & 2 != 0 { return false }
            let (exchanged, found) = drainState.compareExchange(expected: current, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { return desired == 1 }
            current = found
        }
    }

    /// Becomes the deliverer without taking the lock if nobody delivers (bit 0 clear, so the
    /// queue is empty and everything decided was delivered). The caller must end its turn with
    /// `finishDelivering()`.
    @inlinable
    final func claimIdleDelivery() -> Bool {
        drainState.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// Ends the caller's turn as the deliverer, delivering what was queued meanwhile first.
    @inlinable
    final func finishDelivering() {
        // Nothing queued: leave without taking the lock.
        if drainState.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        var batch: [Delivery] = []
        lock.withLock {
            swap(&batch, &outbox)
            drainState.store(batch.isEmpty ? 0 : 1, ordering: .releasing)
        }
        if !batch.isEmpty { deliver(&batch) }
    }

    /// Runs `body` under the lock, then delivers what it queued, outside the lock. The thread
    /// that becomes the deliverer takes the queue in the same critical section.
    @inlinable
    final func synchronized<Result>(_ body: () -> Result) -> Result {
        var batch: [Delivery] = []
        let result = lock.withLock { () -> Result in
            let result = body()
            if !outbox.isEmpty && claimOrQueue() { swap(&batch, &outbox) }
            return result
        }
        if !batch.isEmpty { deliver(&batch) }
        return result
    }

    /// Forwards `event` when `condition`, checked under the lock, holds: at once when nobody is
    /// delivering (then whatever was queued meanwhile), otherwise queued behind the deliverer.
    /// The same as `synchronized { if condition() { emit(event) } }`, without the queue round
    /// trip in the common uncontended case, and leaving without the lock when nothing was queued
    /// meanwhile.
    @inlinable
    final func synchronizedForward(_ event: Event<Element>, if condition: () -> Bool) {
        let deliverNow = lock.withLock { () -> Bool in
            if !condition() { return false }
            if claimOrQueue() { return true }
            outbox.append(.event(event))
            return false
        }
        guard deliverNow else { return }
        forward(event)
        finishDelivering()
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

    /// Delivers `batch`, then whatever was queued meanwhile, until the queue is empty; the caller
    /// is the deliverer. Swapping hands the emptied buffer back to `outbox`, so steady state
    /// allocates nothing.
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
                // Still delivering (bit 0) with the queue taken (bit 1 clear), or done.
                drainState.store(batch.isEmpty ? 0 : 1, ordering: .releasing)
            }
            if batch.isEmpty { return }
        }
    }
}
