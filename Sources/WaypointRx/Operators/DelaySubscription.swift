extension ObservableType {
    /// Subscribes to the source only after `dueTime` on `scheduler`; its events then pass
    /// through unchanged. Disposing before then cancels the subscription. With `.never`, it
    /// never subscribes.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = DelaySubscriptionSink(observer, source: source)
            if dueTime.isNever { return sink }
            sink.setUpstream(scheduler.scheduleRelative(sink, token: 0, dueTime: dueTime))
            return sink
        }
    }
}

/// Subscribes to the source when its timer fires.
// @unchecked: `subscription` is thread-safe; `source` is immutable.
private final class DelaySubscriptionSink<Element>: Sink<Element>, ScheduledTarget, @unchecked Sendable {
    private let source: Observable<Element>
    let subscription = SingleAssignmentDisposable()

    init(_ observer: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer)
    }

    func scheduledActionFired(_ token: Int) {
        subscription.setDisposable(source.subscribe(AnyObserver { event in self.forward(event) }))
    }

    override func onDispose() {
        subscription.dispose()
    }
}
