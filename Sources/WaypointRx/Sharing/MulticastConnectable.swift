/// The connectable behind `multicast`, `publish` and `replay`: subscribers subscribe to the
/// current generation's subject, and a connection subscribes that subject to the source.
///
/// A generation is one subject and at most one open connection. When the connection ends (it is
/// disposed, the reference count drops to zero, or the source sends a terminal event) the
/// generation is retired, and the next subscriber or `connect()` starts a new one with a subject
/// from `makeSubject` (which may hand out the same subject every time, as `multicast(_:)` does).
///
/// `refCount()` subscribers are counted under the same lock that picks their generation, so a
/// subscriber always joins the generation it counts in: one that arrives while the last one
/// leaves either keeps the connection open or starts a new generation, never a dead one.
/// Connections start and stop through a `ConnectionQueue`, so the source never has two live
/// subscriptions. `makeSubject`, subjects, observers and the source are only called outside the
/// lock.
// @unchecked: the connection state lives behind the connection queue's lock.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    typealias Input = Subject.Observer.Element
    typealias Output = Subject.Element
    typealias Generation = MulticastGeneration<Subject>
    typealias Connection = MulticastConnection<Subject>

    private let source: Observable<Input>
    private let makeSubject: () -> Subject
    let connections = ConnectionQueue()
    private var current: Generation?

    init(source: Observable<Input>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// Runs `body` under the lock with the current generation, first creating one (its subject
    /// made outside the lock) when there is none.
    private func withCurrentGeneration(_ body: (Generation) -> Void) {
        var fresh: Generation?
        while true {
            let done = connections.withLock { () -> Bool in
                if current == nil, let fresh { current = fresh }
                guard let generation = current else { return false }
                body(generation)
                return true
            }
            if done { return }
            let subject = makeSubject()
            fresh = Generation(subject: subject, observer: AnyObserver(subject.asObserver()))
        }
    }

    override func connect() -> Disposable {
        var connection: Connection?
        withCurrentGeneration { generation in
            if let open = generation.connection {
                connection = open
                return
            }
            let opened = Connection(parent: self, generation: generation)
            generation.connection = opened
            connection = opened
            connections.enqueue { opened.start(self.source) }
        }
        return connection ?? Disposables.create()
    }

    override func run(_ observer: AnyObserver<Output>) -> Disposable {
        var subject: Subject?
        withCurrentGeneration { generation in subject = generation.subject }
        return subject?.subscribe(observer) ?? Disposables.create()
    }

    override func makeRefCount() -> Observable<Output> {
        Observable.make { observer in self.subscribeCounted(observer) }
    }

    /// A `refCount()` subscription: joins the current generation, counts itself in and connects
    /// when it is the first; a terminal event or disposal counts it out again.
    private func subscribeCounted(_ observer: AnyObserver<Output>) -> Disposable {
        var joined: (generation: Generation, connection: Connection)?
        var pendingStart: UInt64?
        withCurrentGeneration { generation in
            let connection: Connection
            if let open = generation.connection {
                connection = open
            } else {
                connection = Connection(parent: self, generation: generation)
                generation.connection = connection
                // Runs once this subscriber is registered, so that it receives what the source
                // sends while being subscribed.
                pendingStart = connections.enqueue(runnable: false) { connection.start(self.source) }
            }
            connection.count += 1
            joined = (generation, connection)
        }
        guard let joined else { return Disposables.create() }
        let registration = SingleAssignmentDisposable()
        let subscription = SharedSubscription(connection: joined.connection, registration: registration)
        registration.setDisposable(joined.generation.subject.subscribe(AnyObserver { event in
            observer.on(event)
            // A subject that stopped before the connection ended (one shared `.forever`, or
            // terminated by its owner) must not keep the connection open.
            if event.isStopEvent { subscription.dispose() }
        }))
        if let pendingStart { connections.markRunnable(pendingStart) }
        return subscription
    }

    /// Under the lock of `connections`: retires `generation`, whose connection ended, so that the
    /// next subscriber or `connect()` starts a new one.
    func retire(_ generation: Generation) {
        generation.connection = nil
        if current === generation { current = nil }
    }
}

/// One subject of a `MulticastConnectable` and its open connection.
// @unchecked: `connection` is only touched under the connectable's lock; the rest is immutable.
final class MulticastGeneration<Subject: SubjectType>: @unchecked Sendable {
    let subject: Subject
    let observer: AnyObserver<Subject.Observer.Element>
    /// The open connection, if any.
    var connection: MulticastConnection<Subject>?

    init(subject: Subject, observer: AnyObserver<Subject.Observer.Element>) {
        self.subject = subject
        self.observer = observer
    }
}

/// A connection of a `MulticastConnectable`: the subscription of a generation's subject to the
/// source, and the `refCount()` subscribers counted against it.
// @unchecked: `generation` and `parent` are immutable (see SharedConnection for the rest).
final class MulticastConnection<Subject: SubjectType>: SharedConnection<Subject.Observer.Element>, Cancelable, @unchecked Sendable {
    let generation: MulticastGeneration<Subject>
    private let parent: MulticastConnectable<Subject>

    init(parent: MulticastConnectable<Subject>, generation: MulticastGeneration<Subject>) {
        self.parent = parent
        self.generation = generation
        super.init(queue: parent.connections)
    }

    /// `true` once the connection ended.
    var isDisposed: Bool { isEnded }

    /// Disconnects.
    func dispose() {
        end()
    }

    override func retire() {
        if generation.connection === self { parent.retire(generation) }
    }

    override func deliver(_ event: Event<Subject.Observer.Element>) {
        generation.observer.on(event)
    }
}
