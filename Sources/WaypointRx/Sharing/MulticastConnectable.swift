import Synchronization

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
// @unchecked: `current`, `connections` and each generation's `count` and `connection` are only
// touched under `lock`; `source` and `makeSubject` are immutable.
final class MulticastConnectable<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    typealias Input = Subject.Observer.Element
    typealias Output = Subject.Element
    typealias Generation = MulticastGeneration<Subject>
    typealias Connection = MulticastConnection<Subject>

    private let source: Observable<Input>
    private let makeSubject: () -> Subject
    private let lock = Locked()
    private var current: Generation?
    private var connections = ConnectionQueue()

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
            var done = false
            lock.withLock {
                if current == nil, let fresh { current = fresh }
                guard let generation = current else { return }
                body(generation)
                done = true
            }
            if done { return }
            let subject = makeSubject()
            fresh = Generation(subject: subject, observer: AnyObserver(subject.asObserver()))
        }
    }

    override func connect() -> Disposable {
        var connection: Connection?
        var drain = false
        withCurrentGeneration { generation in
            if let open = generation.connection {
                connection = open
                return
            }
            let opened = Connection(parent: self, generation: generation)
            generation.connection = opened
            connection = opened
            drain = connections.enqueue { opened.start(self.source) }.drain
        }
        if drain { drainConnections() }
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
                pendingStart = connections.enqueue(runnable: false) { connection.start(self.source) }.id
            }
            generation.count += 1
            joined = (generation, connection)
        }
        guard let joined else { return Disposables.create() }
        let subscription = RefCountSubscription(parent: self, generation: joined.generation, connection: joined.connection)
        subscription.setRegistration(joined.generation.subject.subscribe(AnyObserver { event in
            observer.on(event)
            // A subject that stopped before the connection ended (one shared `.forever`, or
            // terminated by its owner) must not keep the connection open.
            if event.isStopEvent { subscription.dispose() }
        }))
        if let pendingStart {
            let drain = lock.withLock { connections.markRunnable(pendingStart) }
            if drain { drainConnections() }
        }
        return subscription
    }

    /// Counts a `refCount()` subscriber out; the last one closes the connection.
    func release(_ generation: Generation, counted connection: Connection) {
        let drain = lock.withLock { () -> Bool in
            guard generation.connection === connection else { return false }
            generation.count -= 1
            if generation.count > 0 { return false }
            return endLocked(connection)
        }
        if drain { drainConnections() }
    }

    /// Ends `connection` unless it already ended; returns whether this call ended it.
    func end(_ connection: Connection) -> Bool {
        let (ended, drain) = lock.withLock { () -> (Bool, Bool) in
            if connection.isDisposed { return (false, false) }
            return (true, endLocked(connection))
        }
        if drain { drainConnections() }
        return ended
    }

    /// Marks `connection` ended, retires its generation if it is that generation's open
    /// connection, and queues the disposal of its source subscription; returns whether the caller
    /// must drain the queue.
    private func endLocked(_ connection: Connection) -> Bool {
        connection.markEnded()
        let generation = connection.generation
        if generation.connection === connection {
            generation.connection = nil
            generation.count = 0
            if current === generation { current = nil }
        }
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

/// One subject of a `MulticastConnectable` and its bookkeeping.
// @unchecked: `count` and `connection` are only touched under the connectable's lock; the rest is
// immutable.
final class MulticastGeneration<Subject: SubjectType>: @unchecked Sendable {
    let subject: Subject
    let observer: AnyObserver<Subject.Observer.Element>
    /// `refCount()` subscribers counted against `connection`.
    var count = 0
    /// The open connection, if any.
    var connection: MulticastConnection<Subject>?

    init(subject: Subject, observer: AnyObserver<Subject.Observer.Element>) {
        self.subject = subject
        self.observer = observer
    }
}

/// A connection: the subscription of a generation's subject to the source. It ends once, when it
/// is disposed, its last `refCount()` subscriber leaves, or the source sends a terminal event
/// (passed on to the subject after the connection ended). Counts as one live resource.
// @unchecked: `ended` is atomic (and only set under the parent's lock), `subscription` is
// thread-safe and the rest is immutable.
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
    let generation: MulticastGeneration<Subject>
    private let parent: MulticastConnectable<Subject>
    private let subscription = SingleAssignmentDisposable()
    private let ended = Atomic<Bool>(false)

    init(parent: MulticastConnectable<Subject>, generation: MulticastGeneration<Subject>) {
        self.parent = parent
        self.generation = generation
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `true` once the connection ended.
    var isDisposed: Bool { ended.load(ordering: .acquiring) }

    /// Disconnects.
    func dispose() {
        _ = parent.end(self)
    }

    /// Subscribes to the source, unless the connection already ended.
    func start(_ source: Observable<Subject.Observer.Element>) {
        if isDisposed { return }
        subscription.setDisposable(source.subscribe(AnyObserver { event in self.on(event) }))
    }

    func markEnded() {
        ended.store(true, ordering: .releasing)
    }

    func disposeSubscription() {
        subscription.dispose()
    }

    private func on(_ event: Event<Subject.Observer.Element>) {
        if isDisposed { return }
        if event.isStopEvent && !parent.end(self) { return }
        generation.observer.on(event)
    }
}

/// A `refCount()` subscriber's subscription: its registration with the subject, and its place in
/// the count. Counts as one live resource.
// @unchecked: `disposed` is atomic and `registration` is a thread-safe disposable; the rest is
// immutable.
final class RefCountSubscription<Subject: SubjectType>: Cancelable, @unchecked Sendable {
    private let parent: MulticastConnectable<Subject>
    private let generation: MulticastGeneration<Subject>
    private let connection: MulticastConnection<Subject>
    private let registration = SingleAssignmentDisposable()
    private let disposed = Atomic<Bool>(false)

    init(parent: MulticastConnectable<Subject>, generation: MulticastGeneration<Subject>, connection: MulticastConnection<Subject>) {
        self.parent = parent
        self.generation = generation
        self.connection = connection
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func setRegistration(_ disposable: Disposable) {
        registration.setDisposable(disposable)
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        registration.dispose()
        parent.release(generation, counted: connection)
    }
}
