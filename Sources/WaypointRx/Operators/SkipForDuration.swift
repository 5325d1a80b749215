extension ObservableType {
    /// Drops the source's elements for `duration` on `scheduler` after subscription, then passes
    /// them on. The completion and errors pass at any time. With `.never`, no element passes.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = SkipForDurationSink(observer)
            let timer = duration.isNever ? Disposables.create() : scheduler.scheduleRelative(sink, token: 0, dueTime: duration)
            sink.setUpstream(Disposables.create(timer, source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    if sink.isOpen { sink.forwardNext(element) }
                case .error, .completed:
                    sink.forwardTerminal(event)
                }
            })))
            return sink
        }
    }
}

extension ObservableType {
    /// Drops the source's elements for `duration` on `scheduler` after subscription; RxSwift's
    /// name for `skip(for:scheduler:)`.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

/// Opens when its timer fires; it only flips a flag, so events come from the source alone.
// @unchecked: `open` is atomic.
private final class SkipForDurationSink<Element>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    private var open: AtomicWord<Bool> { spareWord() }

    var isOpen: Bool { open.load(ordering: .acquiring) }

    func scheduledActionFired(_ token: Int) {
        open.store(true, ordering: .releasing)
    }
}
