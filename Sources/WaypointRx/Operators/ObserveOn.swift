extension ObservableType {
    /// Delivers the events on `scheduler`, in the order they arrived, one at a time.
    ///
    /// As in RxSwift, each scheduled step delivers one event, then schedules the next step while
    /// events are queued: on a `TestScheduler` with its processing delay, a burst is spread one
    /// tick per event (`Single.just(1).observe(on:)` started at 200 sends at 201 and completes at
    /// 202). A scheduler that runs work at once (on the calling thread) is driven in a loop, not
    /// by nesting a step per event. No lock is held while the observer runs; events it causes
    /// re-entrantly are queued, never nested. Disposing drops the events still queued.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = ObserveOnSink(observer, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Queues events and delivers them on the scheduler, one per scheduled step, with at most one
/// step scheduled or running at a time.
// @unchecked: `queue`, `active`, `running`, `rerun` and `generation` are only touched under `lock`; delivery happens only in the one step that runs at a time.
private final class ObserveOnSink<Element>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let lock = Locked(())
    private var queue = FIFOQueue<Event<Element>>()
    /// A step is scheduled or running.
    private var active = false
    /// A step is running (on some thread).
    private var running = false
    /// The scheduler ran the next step while the one before was still running (it runs work at
    /// once): the running step delivers it in its loop instead.
    private var rerun = false
    /// Numbers the scheduled steps, so that a step set late (by a sender, after the step it
    /// started already scheduled the next) never replaces a newer one.
    private var generation = 0
    private let step = TimerSlot()

    init(_ observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        let start = lock.withLock { () -> Int? in
            if isDisposed { return nil }
            queue.enqueue(event)
            if active { return nil }
            active = true
            generation += 1
            return generation
        }
        if let start { schedule(start) }
    }

    /// Delivers the first queued event; schedules the next step while events remain.
    func scheduledActionFired(_ token: Int) {
        let enter = lock.withLock { () -> Bool in
            if running {
                rerun = true
                return false
            }
            running = true
            return true
        }
        guard enter else { return }
        while true {
            let event = lock.withLock { isDisposed ? nil : queue.dequeue() }
            if let event { forward(event) }
            let next = lock.withLock { () -> Int? in
                if queue.isEmpty || isDisposed {
                    queue.removeAll()
                    active = false
                    running = false
                    return nil
                }
                rerun = false
                generation += 1
                return generation
            }
            guard let next else { return }
            schedule(next)
            let again = lock.withLock { () -> Bool in
                if rerun {
                    rerun = false
                    return true
                }
                running = false
                return false
            }
            guard again else { return }
        }
    }

    /// Schedules the step numbered `generation`.
    private func schedule(_ generation: Int) {
        step.set(scheduler.schedule(self, token: generation), generation: generation)
    }

    override func onDispose() {
        lock.withLock { queue.removeAll() }
        step.dispose()
    }
}
