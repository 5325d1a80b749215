extension ConnectableObservableType {
    /// An observable that connects when its first subscriber arrives and disconnects when the last
    /// one leaves, or when the source sends a terminal event (the next subscriber then connects
    /// again).
    ///
    /// Subscribers of the connectables WaypointRx builds (`multicast`, `publish`, `replay`) are
    /// counted under the lock that picks the subject they join, so subscribing and unsubscribing
    /// from many threads at once never leaves a subscriber on a subject that is no longer
    /// connected, and never opens two connections at a time.
    public func refCount() -> Observable<Element> {
        if let connectable = self as? ConnectableObservable<Element> {
            return connectable.makeRefCount()
        }
        return RefCountObservable(self)
    }
}

/// `refCount()` for any `ConnectableObservableType`: subscribes to it, then counts the subscriber
/// in and connects when it is the first.
// @unchecked: `count`, `epoch` and `connection` are only touched under `lock`; `source` is immutable.
final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    private let source: Source
    private let lock = Locked()
    private var count = 0
    /// Bumped whenever the count returns to zero, so stale subscribers do not count out twice.
    private var epoch: UInt64 = 0
    private var connection: Disposable?

    init(_ source: Source) {
        self.source = source
        super.init()
    }

    override func run(_ observer: AnyObserver<Source.Element>) -> Disposable {
        let sink = RefCountSink(observer, parent: self)
        sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
        var connect = false
        var joined: UInt64?
        lock.withLock {
            if sink.isStopped { return }
            count += 1
            connect = count == 1
            joined = epoch
        }
        guard let joined else { return sink }
        sink.join(joined)
        if connect {
            let opened = source.connect()
            let keep = lock.withLock { () -> Bool in
                guard epoch == joined, count > 0 else { return false }
                connection = opened
                return true
            }
            if !keep { opened.dispose() }
        }
        return sink
    }

    /// Counts a subscriber of `epoch` out; the last one disconnects.
    func leave(_ epoch: UInt64) {
        var closing: Disposable?
        lock.withLock {
            guard self.epoch == epoch else { return }
            count -= 1
            if count > 0 { return }
            self.epoch &+= 1
            closing = connection
            connection = nil
        }
        closing?.dispose()
    }

    /// Disconnects after a terminal event reached a subscriber of `epoch`.
    func terminate(_ epoch: UInt64) {
        var closing: Disposable?
        lock.withLock {
            guard self.epoch == epoch else { return }
            count = 0
            self.epoch &+= 1
            closing = connection
            connection = nil
        }
        closing?.dispose()
    }
}

/// A subscriber of the generic `refCount()`: counted out when disposed or terminated.
// @unchecked: `epoch` is only touched under `lock`.
private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, @unchecked Sendable {
    private let parent: RefCountObservable<Source>
    private let lock = Locked()
    private var epoch: UInt64?

    init(_ observer: AnyObserver<Source.Element>, parent: RefCountObservable<Source>) {
        self.parent = parent
        super.init(observer)
    }

    func join(_ epoch: UInt64) {
        let leaveNow = lock.withLock { () -> Bool in
            if isDisposed { return true }
            self.epoch = epoch
            return false
        }
        if leaveNow { parent.leave(epoch) }
    }

    func on(_ event: Event<Source.Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error, .completed:
            let joined = lock.withLock { () -> UInt64? in
                defer { epoch = nil }
                return epoch
            }
            if let joined { parent.terminate(joined) }
            forwardTerminal(event)
        }
    }

    override func onDispose() {
        let joined = lock.withLock { () -> UInt64? in
            defer { epoch = nil }
            return epoch
        }
        if let joined { parent.leave(joined) }
    }
}
