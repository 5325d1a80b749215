/// `share()` (no replay, `.whileConnected`): the fast path of `share(replay:scope:)`.
///
/// One connection at a time holds the observer list (a subject core, without a subject object)
/// and the source subscription. The first subscriber opens it, the last one to leave closes it,
/// and a terminal event from the source closes it before reaching the subscribers; whoever
/// subscribes after that starts a new connection, which subscribes to the source again.
/// Subscribers are registered directly with the connection's core: no per-subscriber sink.
/// Connections start and stop through a `ConnectionQueue`, so the source never has two live
/// subscriptions, and nothing is called under the lock.
// @unchecked: `connection` is only touched under the lock of `connections`; `source` is immutable.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    let connections = ConnectionQueue()
    /// The open connection, if any; under the lock of `connections`.
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>) {
        self.source = source
        super.init()
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        var pendingStart: UInt64?
        let connection = connections.withLock { () -> ShareConnection<Element> in
            let connection: ShareConnection<Element>
            if let open = self.connection {
                connection = open
            } else {
                connection = ShareConnection(parent: self)
                self.connection = connection
                // Runs once this subscriber is registered, so that it receives what the source
                // sends while being subscribed.
                pendingStart = connections.enqueue(runnable: false) { connection.start(self.source) }
            }
            connection.count += 1
            return connection
        }
        // A connection that ended between the lock and here delivers its terminal event.
        let registration = connection.core.subscribe(observer) { stopped, _ in
            if let stopped { return .one(stopped) }
            return .none
        }
        let subscription = SharedSubscription(connection: connection, registration: registration)
        if let pendingStart { connections.markRunnable(pendingStart) }
        return subscription
    }
}

/// One connection of `share()`: the subscribers' core and the source subscription.
// @unchecked: `core` is thread-safe and `parent` immutable (see SharedConnection for the rest).
final class ShareConnection<Element>: SharedConnection<Element>, @unchecked Sendable {
    let core = SubjectCore<Element, Void>(name: "share()", storage: ())
    private let parent: ShareWhileConnected<Element>

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        super.init(queue: parent.connections)
    }

    override func retire() {
        if parent.connection === self { parent.connection = nil }
    }

    override func deliver(_ event: Event<Element>) {
        core.publish(event)
    }
}
