/// One connection of a sharing operator (`share()`, `multicast`, `publish`, `replay`): its
/// subscription to the source and the subscribers counted against it. It ends once: when it is
/// disposed, its last counted subscriber leaves, or the source sends a terminal event (passed on
/// with `deliver` after the connection ended). Its start and the disposal of its subscription go
/// through the operator's `ConnectionQueue`. Counts as one live resource.
///
/// Subclasses pass the source's events on (`deliver`) and make the operator forget the connection
/// when it ends (`retire`).
// @unchecked: mutable state is touched only under the connection queue's lock.
class SharedConnection<Element>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `ended`.
    private let atomicStorage = AtomicStorage(false)

    /// Subscribers counted in; only touched under the queue's lock.
    final var count = 0
    private let connections: ConnectionQueue
    private let subscription = SingleAssignmentDisposable()
    private var ended: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(queue: ConnectionQueue) {
        connections = queue
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `true` once the connection ended.
    final var isEnded: Bool { ended.load(ordering: .acquiring) }

    /// Subscribes to the source, unless the connection already ended.
    final func start(_ source: Observable<Element>) {
        if isEnded { return }
        subscription.setDisposable(source.subscribe(AnyObserver { event in self.on(event) }))
    }

    /// Ends the connection unless it already ended; returns whether this call ended it.
    @discardableResult
    final func end() -> Bool {
        connections.withLock { () -> Bool in
            if isEnded { return false }
            endLocked()
            return true
        }
    }

    /// Counts a subscriber out; the last one ends the connection.
    final func release() {
        connections.withLock {
            if isEnded { return }
            count -= 1
            if count > 0 { return }
            endLocked()
        }
    }

    /// Under the queue's lock, once, when the connection ends: the operator forgets it. Override.
    func retire() {}

    /// Passes an event of the source on to the subscribers. Override.
    func deliver(_ event: Event<Element>) {}

    /// Under the queue's lock: marks the connection ended, retires it and queues the disposal of
    /// its source subscription.
    private func endLocked() {
        ended.store(true, ordering: .releasing)
        retire()
        connections.enqueue { self.subscription.dispose() }
    }

    private func on(_ event: Event<Element>) {
        if isEnded { return }
        if event.isStopEvent && !end() { return }
        deliver(event)
    }
}
