/// Makes calls from many threads into one serial stream of calls, without holding a lock while
/// the downstream observer runs: an event that arrives while another is being delivered is queued,
/// and the thread already delivering drains the queue. Re-entrant events (sent from inside the
/// downstream observer) are delivered after the current one returns, never nested.
@usableFromInline
// @unchecked: `queue` is only touched under `lock`; `observer` is immutable and called by one thread at a time (the drainer).
final class SerializingObserver<Element>: ObserverType, @unchecked Sendable {
    private let lock = Locked(())
    private var queue = DrainQueue<Event<Element>>()
    private let observer: (Event<Element>) -> Void

    @usableFromInline
    init(_ observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let drain = lock.withLock { _ -> Bool in
            if queue.claim(whenEmpty: true) { return true }
            queue.append(event)
            return false
        }
        guard drain else { return }
        observer(event)
        while let batch = lock.withLock({ _ in queue.takeBatch() }) {
            for event in batch { observer(event) }
        }
    }
}
