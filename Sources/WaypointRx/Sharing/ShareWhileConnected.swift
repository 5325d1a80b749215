import Synchronization

/// `share()` (no replay, `.whileConnected`): the fast path of `share(replay:scope:)`.
///
/// One connection at a time holds the observer list (a subject core, without a subject object)
/// and the source subscription. The first subscriber opens it, the last one to leave closes it,
/// and a terminal event from the source closes it before reaching the subscribers; whoever
/// subscribes after that starts a new connection, which subscribes to the source again.
/// Subscribers are registered directly with the connection's core: no per-subscriber sink.
/// Connections start and stop through a `ConnectionQueue`, so the source never has two live
/// subscriptions, and nothing is called under the lock.
// @unchecked: `connection`, `connections` and each connection's `count` are only touched under
// `lock`; `source` is immutable.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let lock = Locked()
    private var connection: ShareConnection<Element>?
    private var connections = ConnectionQueue()

    init(source: Observable<Element>) {
        self.source = source
        super.init()
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        var joined: ShareConnection<Element>?
        var pendingStart: UInt64?
        lock.withLock {
            let connection: ShareConnection<Element>
            if let open = self.connection {
                connection = open
            } else {
                connection = ShareConnection(parent: self)
                self.connection = connection
                // Runs once this subscriber is registered, so that it receives what the source
                // sends while being subscribed.
                pendingStart = connections.enqueue(runnable: false) { connection.start(self.source) }.id
            }
            connection.count += 1
            joined = connection
        }
        guard let connection = joined else { return Disposables.create() }
        // A connection that ended between the lock and here delivers its terminal event.
        let registration = connection.core.subscribe(observer) { stopped, _ in
            if let stopped { return .one(stopped) }
            return .none
        }
        let subscription = ShareSubscription(connection: connection, registration: registration)
        if let pendingStart {
            let drain = lock.withLock { connections.markRunnable(pendingStart) }
            if drain { drainConnections() }
        }
        return subscription
    }

    /// Counts a subscriber out; the last one closes the connection.
    func release(_ connection: ShareConnection<Element>) {
        let drain = lock.withLock { () -> Bool in
            guard self.connection === connection else { return false }
            connection.count -= 1
            if connection.count > 0 { return false }
            return endLocked(connection)
        }
        if drain { drainConnections() }
    }

    /// Ends `connection` unless it already ended; returns whether this call ended it.
    func end(_ connection: ShareConnection<Element>) -> Bool {
        let (ended, drain) = lock.withLock { () -> (Bool, Bool) in
            if connection.isEnded { return (false, false) }
            return (true, endLocked(connection))
        }
        if drain { drainConnections() }
        return ended
    }

    /// Marks `connection` ended, forgets it if it is the open one and queues the disposal of its
    /// source subscription; returns whether the caller must drain the queue.
    private func endLocked(_ connection: ShareConnection<Element>) -> Bool {
        connection.markEnded()
        if self.connection === connection { self.connection = nil }
        return connections.enqueue { connection.disposeSubscription() }.drain
    }

    /// Carries out the queued connection changes, outside the lock.
    private func drainConnections() {
        while true {
            var batch: [() -> Void]?
            lock.withLock { batch = connections.takeRunnable() }
            guard let batch else { return }
            for action in batch { action() }
        }
    }
}

/// One connection of `share()`: the subscribers' core and the source subscription. Ends once,
/// when the last subscriber leaves or the source sends a terminal event (passed on to the
/// subscribers after the connection ended). Counts as one live resource.
// @unchecked: `count` is only touched under the parent's lock, `ended` is atomic (and only set
// under that lock), `core` and `subscription` are thread-safe, the rest is immutable.
final class ShareConnection<Element>: @unchecked Sendable {
    let core = SubjectCore<Element, Void>(name: "share()", storage: ())
    let parent: ShareWhileConnected<Element>
    /// Subscribers counted in, guarded by the parent's lock.
    var count = 0
    private let subscription = SingleAssignmentDisposable()
    private let ended = Atomic<Bool>(false)

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isEnded: Bool { ended.load(ordering: .acquiring) }

    func markEnded() {
        ended.store(true, ordering: .releasing)
    }

    /// Subscribes to the source, unless the connection already ended.
    func start(_ source: Observable<Element>) {
        if isEnded { return }
        subscription.setDisposable(source.subscribe(AnyObserver { event in self.on(event) }))
    }

    func disposeSubscription() {
        subscription.dispose()
    }

    private func on(_ event: Event<Element>) {
        if isEnded { return }
        if event.isStopEvent && !parent.end(self) { return }
        core.send(event) { event, _ in .one(event) }
    }
}

/// A `share()` subscriber's subscription: its registration and its place in the count. Counts as
/// one live resource.
// @unchecked: `disposed` is atomic; the rest is immutable and thread-safe.
final class ShareSubscription<Element>: Cancelable, @unchecked Sendable {
    private let connection: ShareConnection<Element>
    private let registration: Disposable
    private let disposed = Atomic<Bool>(false)

    init(connection: ShareConnection<Element>, registration: Disposable) {
        self.connection = connection
        self.registration = registration
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        registration.dispose()
        connection.parent.release(connection)
    }
}
