import Foundation

extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime` on `scheduler`.
    ///
    /// As in RxSwift, each scheduled step delivers one event, then schedules the next step for
    /// the time left until the next event is due (counted from the step's own time); an event
    /// already due is scheduled "now", which a `TestScheduler` with its processing delay runs one
    /// tick later: `Single.just(1).delay(.seconds(2), …)` started at 200 sends at 202 and
    /// completes at 203, and elements that arrived together come one tick apart.
    ///
    /// Errors are not delayed: an error is passed on as soon as it arrives and the elements still
    /// waiting are dropped (as in RxSwift). The source subscription ends when the source
    /// terminates, even while delayed elements are still waiting. With `.never`, only errors
    /// get through.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = DelaySink(observer, dueTime: dueTime, scheduler: scheduler)
            sink.sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Queues events with the time they are due and delivers them one per scheduled step, with one
/// step scheduled or running at a time.
// @unchecked: `queue`, `active`, `running`, `failure` and `generation` are only touched under `lock`; delivery happens only in the one step that runs at a time, or for an error when none runs.
private final class DelaySink<Element>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = TimerSlot()
    private let lock = Locked(())

    private var queue = FIFOQueue<(due: RxTime, event: Event<Element>)>()
    /// A step is scheduled or running.
    private var active = false
    /// A step is delivering now: an error that arrives meanwhile is left for it to deliver.
    private var running = false
    /// An error that arrived while a step was running.
    private var failure: Event<Element>?
    private var generation = 0

    init(_ observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            let now = lock.withLock { () -> Bool in
                queue.removeAll()
                if running {
                    failure = event
                    return false
                }
                return true
            }
            if now { forwardTerminal(event) }
            return
        }
        if dueTime.isNever { return }
        let due = scheduler.now.addingTimeInterval(dueTime.seconds)
        let generation = lock.withLock { () -> Int? in
            if isDisposed { return nil }
            queue.enqueue((due, event))
            if active { return nil }
            active = true
            self.generation += 1
            return self.generation
        }
        if let generation { timer.schedule(self, after: dueTime, on: scheduler, generation: generation) }
    }

    /// Delivers the first queued event, then schedules the next step for the time left until
    /// the next event is due (which may be none: it runs as soon as the scheduler runs work
    /// scheduled now).
    func scheduledActionFired(_ token: Int) {
        let first = lock.withLock { () -> Event<Element>? in
            if isDisposed { return nil }
            running = true
            return queue.dequeue()?.event
        }
        if let first {
            forward(first)
            if first.isStopEvent { return }
        }
        let now = scheduler.now
        let next = lock.withLock { () -> (failure: Event<Element>?, wait: RxTimeInterval?, generation: Int) in
            running = false
            if let failure { return (failure, nil, generation) }
            guard let (due, _) = queue.first, !isDisposed else {
                active = false
                return (nil, nil, generation)
            }
            generation += 1
            return (nil, .nanoseconds(Int(due.nanoseconds(since: now))), generation)
        }
        if let failure = next.failure {
            forwardTerminal(failure)
        } else if let wait = next.wait {
            timer.schedule(self, after: wait, on: scheduler, generation: next.generation)
        }
    }

    override func onDispose() {
        sourceSubscription.dispose()
        timer.dispose()
        lock.withLock { queue.removeAll() }
    }
}
