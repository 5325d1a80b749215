extension ObservableType {
    /// Passes on an element only once `dueTime` went by on `scheduler` without a newer one.
    ///
    /// When the source completes, the element still waiting is sent at once, then the
    /// completion; an error drops it. With `.never`, only the last element (at completion) gets
    /// through.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = DebounceSink(observer, dueTime: dueTime, scheduler: scheduler)
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
        }
    }
}

/// Keeps the latest element and the generation of the timer that may send it.
// @unchecked: `pending` and `generation` are only touched inside `synchronized`.
private final class DebounceSink<Element>: SynchronizedSink<Element>, ScheduledTarget, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = TimerSlot()
    private var pending: Element?
    private var generation = 0

    init(_ observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let generation = synchronized { () -> Int in
                pending = element
                self.generation += 1
                return self.generation
            }
            timer.schedule(self, after: dueTime, on: scheduler, generation: generation)
        case .error:
            synchronized {
                pending = nil
                emit(event)
            }
        case .completed:
            synchronized {
                if let element = pending {
                    pending = nil
                    emit(.next(element))
                }
                emit(.completed)
            }
        }
    }

    func scheduledActionFired(_ token: Int) {
        synchronized {
            guard token == generation, let element = pending else { return }
            pending = nil
            emit(.next(element))
        }
    }

    override func onDispose() {
        timer.dispose()
    }
}
