import Foundation

extension ObservableType {
    /// Passes on at most one element per `dueTime` on `scheduler`: an element that arrives when
    /// the last one sent is at least `dueTime` old goes through at once; the others are dropped,
    /// except, with `latest` (the default), the latest of them, which is sent when the window
    /// ends.
    ///
    /// When the source completes while an element waits for the end of its window, the
    /// completion follows that element (the source is unsubscribed at its completion); otherwise
    /// it passes at once. An error passes at once and
    /// drops the waiting element.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = ThrottleSink(observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Remembers when it last sent and which element waits for the end of the window.
// @unchecked: `lastSent`, `waiting` and `completed` are only touched inside `synchronized`.
private final class ThrottleSink<Element>: SynchronizedSink<Element>, ScheduledTarget, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let dueNanoseconds: Int64
    private let latest: Bool
    private let scheduler: SchedulerType
    private let timer = TimerSlot()
    private var lastSent: RxTime?
    private var waiting: Element?
    private var completed = false
    private var generation = 0

    init(_ observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.dueNanoseconds = dueTime.roundedNanoseconds ?? Int64.max
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let wait = synchronized { () -> (interval: RxTimeInterval, generation: Int)? in
                let elapsed = lastSent.map { now.nanoseconds(since: $0) } ?? Int64.max
                if elapsed >= dueNanoseconds {
                    waiting = nil
                    lastSent = now
                    emit(.next(element))
                    return nil
                }
                guard latest, !dueTime.isNever else { return nil }
                let timerRunning = waiting != nil
                waiting = element
                if timerRunning { return nil }
                generation += 1
                return (.nanoseconds(Int(dueNanoseconds - elapsed)), generation)
            }
            if let wait { timer.schedule(self, after: wait.interval, on: scheduler, generation: wait.generation) }
        case .error:
            synchronized {
                waiting = nil
                emit(event)
            }
        case .completed:
            let waits = synchronized { () -> Bool in
                if waiting != nil {
                    completed = true
                    return true
                }
                emit(.completed)
                return false
            }
            // As in RxSwift, the completed source is released at once; the timer still runs.
            if waits { disposeUpstream() }
        }
    }

    /// The window ended: send the waiting element, and the completion if it came meanwhile.
    func scheduledActionFired(_ token: Int) {
        let now = scheduler.now
        synchronized {
            guard token == generation else { return }
            if let element = waiting {
                waiting = nil
                lastSent = now
                emit(.next(element))
            }
            if completed { emit(.completed) }
        }
    }

    override func onDispose() {
        timer.dispose()
    }
}
