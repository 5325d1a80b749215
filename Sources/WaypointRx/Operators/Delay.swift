import Foundation

extension ObservableType {
    /// Shifts every element and the completion forward in time by `dueTime` on `scheduler`.
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

/// Queues elements with the time they are due and drains them with one timer at a time.
// @unchecked: `queue`, `drainScheduled` and `generation` are only touched inside `synchronized`.
private final class DelaySink<Element>: SynchronizedSink<Element>, ScheduledTarget, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    let timer = TimerSlot()

    private var queue = FIFOQueue<(due: RxTime, event: Event<Element>)>()
    private var drainScheduled = false
    private var generation = 0

    init(_ observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            synchronized {
                queue.removeAll()
                emit(event)
            }
            return
        }
        if dueTime.isNever { return }
        let due = scheduler.now.addingTimeInterval(dueTime.seconds)
        let generation = synchronized { () -> Int? in
            queue.enqueue((due, event))
            if drainScheduled { return nil }
            drainScheduled = true
            self.generation += 1
            return self.generation
        }
        if let generation { timer.schedule(self, after: dueTime, on: scheduler, generation: generation) }
    }

    /// Delivers every event that is due, then schedules the next drain for the first one that
    /// is not.
    func scheduledActionFired(_ token: Int) {
        let now = scheduler.now
        let wait = synchronized { () -> (interval: RxTimeInterval, generation: Int)? in
            while let (due, event) = queue.first {
                let remaining = due.nanoseconds(since: now)
                if remaining > 0 {
                    generation += 1
                    return (.nanoseconds(Int(remaining)), generation)
                }
                _ = queue.dequeue()
                emit(event)
            }
            drainScheduled = false
            return nil
        }
        if let wait { timer.schedule(self, after: wait.interval, on: scheduler, generation: wait.generation) }
    }

    override func onDispose() {
        sourceSubscription.dispose()
        timer.dispose()
    }
}
