extension ObservableType {
    /// Splits the source into windows: observables that each carry up to `count` consecutive
    /// elements and close when they are full or when `timeSpan` went by on `scheduler` since
    /// they opened, whichever comes first.
    ///
    /// The first window is sent at subscription, each next one as the previous closes. A window
    /// is hot: subscribe when it arrives to see all its elements. The source's completion or
    /// error ends the current window and the outer sequence alike. Disposing the outer
    /// subscription keeps the source subscribed while windows are still subscribed (as in
    /// RxSwift). A `count` of zero or less fails at subscription with
    /// `RxError.argumentOutOfRange`.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Observable.make { observer in
            guard count > 0 else {
                observer.on(.error(RxError.argumentOutOfRange))
                return Disposables.create()
            }
            let sink = WindowSink<Element>(observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.run(source)
            return sink
        }
    }
}

/// Holds the open window, its element count, and how many window subscriptions keep the source
/// alive after the outer subscription ended.
// @unchecked: `window`, `elementCount`, `generation`, `outerDisposed`, `windowSubscribers` and `released` are only touched inside `synchronized`.
private final class WindowSink<Element>: SynchronizedSink<Observable<Element>>, ScheduledTarget, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let timer = TimerSlot()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var window = PublishSubject<Element>()
    private var elementCount = 0
    private var generation = 0
    private var outerDisposed = false
    private var windowSubscribers = 0
    private var released = false

    init(_ observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer)
    }

    func run(_ source: Observable<Element>) {
        synchronized { emit(.next(windowObservable(window))) }
        startTimer(generation: 0)
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in self.on(event) }))
    }

    private func startTimer(generation: Int) {
        timer.schedule(self, after: timeSpan, on: scheduler, generation: generation)
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let next = synchronized { () -> Int? in
                let window = self.window
                emitAction { window.on(event) }
                elementCount += 1
                return elementCount >= count ? openNextWindow() : nil
            }
            if let next { startTimer(generation: next) }
        case .error(let error):
            synchronized {
                let window = self.window
                emitAction { window.on(event) }
                emit(.error(error))
            }
            release()
        case .completed:
            synchronized {
                let window = self.window
                emitAction { window.on(.completed) }
                emit(.completed)
            }
            release()
        }
    }

    func scheduledActionFired(_ token: Int) {
        let next = synchronized { () -> Int? in
            token == generation ? openNextWindow() : nil
        }
        if let next { startTimer(generation: next) }
    }

    /// Completes the open window and sends a new one; returns the new timer generation.
    private func openNextWindow() -> Int {
        let closing = window
        emitAction { closing.on(.completed) }
        window = PublishSubject()
        elementCount = 0
        generation += 1
        emit(.next(windowObservable(window)))
        return generation
    }

    /// A window as handed out: each subscription to it keeps the source alive until it ends
    /// (the window's completion or error, or its disposal).
    private func windowObservable(_ window: PublishSubject<Element>) -> Observable<Element> {
        Observable.make { observer in
            self.synchronized { self.windowSubscribers += 1 }
            let subscription = WindowSubscriptionSink(observer, owner: self)
            subscription.setUpstream(window.subscribe(AnyObserver { event in subscription.forward(event) }))
            return subscription
        }
    }

    /// One window subscription ended.
    func windowSubscriptionEnded() {
        let last = synchronized { () -> Bool in
            windowSubscribers -= 1
            return outerDisposed && windowSubscribers == 0
        }
        if last { release() }
    }

    override func onDispose() {
        let last = synchronized { () -> Bool in
            outerDisposed = true
            return windowSubscribers == 0
        }
        if last { release() }
    }

    /// Ends the source subscription and the timer, once.
    private func release() {
        let first = synchronized { () -> Bool in
            if released { return false }
            released = true
            return true
        }
        guard first else { return }
        timer.dispose()
        sourceSubscription.dispose()
    }
}

/// A subscription to one window; it tells the window sink when it ends.
// @unchecked: `owner` is immutable and thread-safe.
private final class WindowSubscriptionSink<Element>: Sink<Element>, @unchecked Sendable {
    private let owner: WindowSink<Element>

    init(_ observer: AnyObserver<Element>, owner: WindowSink<Element>) {
        self.owner = owner
        super.init(observer)
    }

    override func onDispose() {
        owner.windowSubscriptionEnded()
    }
}
