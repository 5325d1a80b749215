extension ObservableType {
    /// Fails with `RxError.timeout` when the source sends nothing for `dueTime` on `scheduler`:
    /// the first wait starts at subscription, each element restarts it. The source
    /// subscription ends when the timeout fires; elements that arrive later are ignored.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the source sends nothing for `dueTime` on `scheduler`: the
    /// first wait starts at subscription, each element restarts it. On a timeout the source
    /// subscription ends and `other`'s events follow.
    public func timeout<Other: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType) -> Observable<Element> where Other.Element == Element {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.make { observer in
            let sink = TimeoutSink(observer, dueTime: dueTime, other: other, scheduler: scheduler)
            sink.run(source)
            return sink
        }
    }
}

/// Restarts a timer on every element; the timer that fires first switches to the other sequence.
// @unchecked: `generation` and `switched` are only touched inside `synchronized`.
private final class TimeoutSink<Element>: SynchronizedSink<Element>, ScheduledTarget, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private let subscription = SerialDisposable()
    private let timer = TimerSlot()
    private var generation = 0
    private var switched = false

    init(_ observer: AnyObserver<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer)
    }

    func run(_ source: Observable<Element>) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(generation: 0)
        original.setDisposable(source.subscribe(AnyObserver { event in self.onSource(event) }))
    }

    private func onSource(_ event: Event<Element>) {
        let generation = synchronized { () -> Int? in
            if switched { return nil }
            self.generation += 1
            emit(event)
            return event.isStopEvent ? nil : self.generation
        }
        if let generation { startTimer(generation: generation) }
    }

    private func startTimer(generation: Int) {
        timer.schedule(self, after: dueTime, on: scheduler, generation: generation)
    }

    func scheduledActionFired(_ token: Int) {
        let fires = synchronized { () -> Bool in
            if switched || token != generation { return false }
            switched = true
            return true
        }
        guard fires else { return }
        subscription.disposable = other.subscribe(AnyObserver { event in
            self.synchronized { self.emit(event) }
        })
    }

    override func onDispose() {
        timer.dispose()
        subscription.dispose()
    }
}
