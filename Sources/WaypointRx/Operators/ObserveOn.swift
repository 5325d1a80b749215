extension ObservableType {
    /// Delivers the events on `scheduler`, in the order they arrived, one at a time.
    ///
    /// Events are queued and one scheduled drain delivers everything queued, including what
    /// arrives while it runs; a new drain is scheduled only when the queue had run dry. No lock
    /// is held while the observer runs. Disposing drops the events still queued.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = ObserveOnSink(observer, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Queues events and drains them on the scheduler, with at most one drain scheduled or running.
// @unchecked: `queue`, `draining` and `pendingDrain` are only touched under `lock`; delivery happens only in the one drain that runs at a time.
private final class ObserveOnSink<Element>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = Locked(())
    private var queue: [Event<Element>] = []
    private var draining = false
    private var pendingDrain: SingleAssignmentDisposable?

    init(_ observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        let drain = lock.withLock { () -> SingleAssignmentDisposable? in
            if isDisposed { return nil }
            queue.append(event)
            if draining { return nil }
            draining = true
            let drain = SingleAssignmentDisposable()
            pendingDrain = drain
            return drain
        }
        drain?.setDisposable(scheduler.schedule(self, token: 0))
    }

    /// Delivers batches until the queue is empty.
    func scheduledActionFired(_ token: Int) {
        var batch: [Event<Element>] = []
        while true {
            let more = lock.withLock { () -> Bool in
                if queue.isEmpty || isDisposed {
                    draining = false
                    pendingDrain = nil
                    return false
                }
                swap(&batch, &queue)
                return true
            }
            guard more else { return }
            for event in batch {
                if isStopped { break }
                forward(event)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    override func onDispose() {
        let drain = lock.withLock { () -> SingleAssignmentDisposable? in
            queue = []
            defer { pendingDrain = nil }
            return pendingDrain
        }
        drain?.dispose()
    }
}
