extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`. Events
    /// pass on in the order the source sends them (the source's own serial order).
    ///
    /// Disposing before the scheduled subscription ran cancels it (nothing is scheduled then).
    /// As in RxSwift, the source is subscribed itself (not through `asObservable()`): its
    /// subscription ends on the scheduler after a terminal event too.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Observable.make { observer in
            let sink = SubscribeOnSink(observer, source: source, scheduler: scheduler)
            sink.setUpstream(scheduler.schedule(sink, token: 0))
            return sink
        }
    }
}

/// Subscribes when its scheduled action runs; disposes the subscription on the scheduler.
// @unchecked: `subscription` is thread-safe, `subscribed` atomic; the rest is immutable.
private final class SubscribeOnSink<Source: ObservableType>: Sink<Source.Element>, ScheduledTarget, @unchecked Sendable {
    private let source: Source
    private let scheduler: ImmediateSchedulerType
    private let subscription = SingleAssignmentDisposable()
    private var subscribed: AtomicWord<Bool> { spareWord() }

    init(_ observer: AnyObserver<Source.Element>, source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(observer)
    }

    func scheduledActionFired(_ token: Int) {
        subscribed.store(true, ordering: .releasing)
        // The frame makes a synchronous source start its loop only once its subscription is in
        // `subscription`, so that disposing from another thread reaches and stops it.
        _ = SubscriptionTrampoline.subscribe {
            let disposable = source.subscribe(AnyObserver { event in self.forward(event) })
            subscription.setDisposable(disposable)
            return disposable
        }
    }

    override func onDispose() {
        let subscription = self.subscription
        guard subscribed.load(ordering: .acquiring) else {
            // Not subscribed (yet): a subscription arriving later is disposed where it is made.
            subscription.dispose()
            return
        }
        _ = scheduler.schedule(subscription) { subscription in
            subscription.dispose()
            return Disposables.create()
        }
    }
}
