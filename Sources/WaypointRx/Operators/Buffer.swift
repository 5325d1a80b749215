extension ObservableType {
    /// Collects elements into arrays, sending the current array when it holds `count` elements
    /// or when `timeSpan` went by on `scheduler` since the previous array was started, whichever
    /// comes first (a timer that fires sends the array even when it is empty).
    ///
    /// At completion, the current array is sent (even empty), then the completion; an error
    /// drops it. A `count` of zero or less fails at subscription with
    /// `RxError.argumentOutOfRange`. With a `timeSpan` of `.never`, only `count` and the
    /// completion send arrays.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Observable.make { observer in
            guard count > 0 else {
                observer.on(.error(RxError.argumentOutOfRange))
                return Disposables.create()
            }
            let sink = BufferSink<Element>(observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.startTimer(generation: 0)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Holds the current array and the generation of the timer that may close it.
// @unchecked: `buffer` and `generation` are only touched inside `synchronized`.
private final class BufferSink<Element>: SynchronizedSink<[Element]>, ScheduledTarget, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let timer = TimerSlot()
    private var buffer: [Element] = []
    private var generation = 0

    init(_ observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer)
    }

    func startTimer(generation: Int) {
        timer.schedule(self, after: timeSpan, on: scheduler, generation: generation)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let next = synchronized { () -> Int? in
                buffer.append(element)
                return buffer.count >= count ? sendBuffer() : nil
            }
            if let next { startTimer(generation: next) }
        case .error(let error):
            synchronized {
                buffer = []
                emit(.error(error))
            }
        case .completed:
            synchronized {
                emit(.next(buffer))
                buffer = []
                emit(.completed)
            }
        }
    }

    func scheduledActionFired(_ token: Int) {
        let next = synchronized { () -> Int? in
            token == generation ? sendBuffer() : nil
        }
        if let next { startTimer(generation: next) }
    }

    /// Sends the current array and starts a new one; returns the new timer generation.
    private func sendBuffer() -> Int {
        emit(.next(buffer))
        buffer = []
        generation += 1
        return generation
    }

    override func onDispose() {
        timer.dispose()
    }
}
