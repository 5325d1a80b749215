import Synchronization

/// The sink of an operator fed by several sources (merge, zip, combineLatest, …).
///
/// Subclasses keep their state in vars that they touch only inside `synchronized { … }`, which
/// runs under `lock`. Inside it they decide what to emit with `send(_:)`; the events are queued
/// under the same lock and delivered after it is released, one at a time, in the order they were
/// decided, by whichever thread found nobody else delivering (the others only queue and return).
/// So downstream calls never overlap, never happen under a lock, never nest (an event sent from
/// inside the downstream observer is delivered after the current one returns), and a decision
/// taken later is never delivered earlier (a `zip` tuple, a `combineLatest` snapshot or a
/// completion cannot overtake an element decided before it).
///
/// `deliver(_:)` turns each queued `Input` event into downstream events, outside the lock: that
/// is where result selectors run, serially.
// @unchecked: `outbox`, `delivering` and `terminated` (and the subclasses' state) are only touched
// under `lock`; `deliver` runs on one thread at a time (the one that set `delivering`).
@usableFromInline
class MultiSourceSink<Input, Element>: Sink<Element>, @unchecked Sendable {
    /// Guards the subclass's state and the queue of decided events.
    final let lock = Locked(())
    private var outbox: [Event<Input>] = []
    private var delivering = false
    private var terminated = false

    /// Runs `body` under the lock, then delivers the events it queued (unless another thread is
    /// delivering; that one delivers them). `body` must not call user code or observers.
    final func synchronized(_ body: () -> Void) {
        var deliverNow = false
        lock.withLock { _ in
            body()
            if !delivering && !outbox.isEmpty {
                delivering = true
                deliverNow = true
            }
        }
        if deliverNow { drain() }
    }

    /// Queues `event` for delivery; call it only inside `synchronized`. Everything after a
    /// terminal event is ignored.
    final func send(_ event: Event<Input>) {
        if terminated { return }
        if event.isStopEvent { terminated = true }
        outbox.append(event)
    }

    /// `true` once a terminal event was queued; read it only inside `synchronized`.
    final var isTerminated: Bool { terminated }

    /// Delivers one queued event downstream; runs outside the lock, one call at a time.
    func deliver(_ event: Event<Input>) {
        rxAbstractMethod()
    }

    private func drain() {
        var batch: [Event<Input>] = []
        while true {
            // Swapping hands the emptied buffer back to `outbox`, so steady state allocates nothing.
            lock.withLock { _ in
                swap(&batch, &outbox)
                if batch.isEmpty { delivering = false }
            }
            if batch.isEmpty { return }
            for event in batch { deliver(event) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
