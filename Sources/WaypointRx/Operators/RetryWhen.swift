extension ObservableType {
    /// Re-subscribes to the source after an error when the notifier asks for it.
    ///
    /// `notificationHandler` receives an observable of the source's errors and returns the
    /// notifier, which is subscribed once, at subscription. After each source error, the next
    /// element of the notifier re-subscribes to the source; its completion completes the result
    /// and its error fails it. A notifier that completes or fails while the source is running
    /// takes effect at the source's next error (as in RxSwift). Elements of the notifier that come
    /// while the source is running are ignored.
    public func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observable<Element> {
        retryWhen(notificationHandler, failure: Swift.Error.self)
    }

    /// `retry(when:)` for errors of one type: the notifier sees only errors of type `Failure`;
    /// any other error ends the result at once.
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(when notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> Observable<Element> {
        retryWhen(notificationHandler, failure: Failure.self)
    }

    private func retryWhen<Trigger: ObservableType, Failure>(_ notificationHandler: @escaping (Observable<Failure>) -> Trigger, failure: Failure.Type) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = RetryWhenSink<Element, Failure>(observer, source: source)
            let errors = sink.errors
            let notifier = notificationHandler(errors.asObservable())
            sink.run(notifier.asObservable())
            return sink
        }
    }
}

/// Runs the source, reports its errors to the notifier, and re-subscribes when told to.
// @unchecked: state is touched only inside `synchronized` (SynchronizedSink's lock).
private final class RetryWhenSink<Element, Failure>: SynchronizedSink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    let errors = PublishSubject<Failure>()
    private let sourceSubscription = SerialDisposable()
    private let notifierSubscription = SingleAssignmentDisposable()
    private var waitingForNotifier = false
    private var notifierTerminal: Event<Element>?
    private var resubscribeRequested = false
    private var subscribing = false

    init(_ observer: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer)
    }

    func run<TriggerElement>(_ notifier: Observable<TriggerElement>) {
        notifierSubscription.setDisposable(notifier.subscribe(AnyObserver { event in self.onNotifier(event) }))
        subscribeToSource()
    }

    private func onSource(_ event: Event<Element>) {
        guard case .error(let error) = event else {
            synchronized { emit(event) }
            return
        }
        guard let failure = error as? Failure else {
            synchronized { emit(event) }
            return
        }
        sourceSubscription.disposable = Disposables.create()
        let notify = synchronized { () -> Bool in
            if let terminal = notifierTerminal {
                emit(terminal)
                return false
            }
            waitingForNotifier = true
            return true
        }
        if notify { errors.on(.next(failure)) }
    }

    private func onNotifier<TriggerElement>(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            let retry = synchronized { () -> Bool in
                if !waitingForNotifier { return false }
                waitingForNotifier = false
                return true
            }
            if retry { subscribeToSource() }
        case .error(let error):
            notifierEnded(.error(error))
        case .completed:
            notifierEnded(.completed)
        }
    }

    private func notifierEnded(_ terminal: Event<Element>) {
        synchronized {
            if waitingForNotifier {
                emit(terminal)
            } else if notifierTerminal == nil {
                notifierTerminal = terminal
            }
        }
    }

    /// Subscribes to the source; a request made while subscribing (a source that fails at once
    /// and a notifier that answers at once) is served by the loop here instead of recursing.
    private func subscribeToSource() {
        let start = synchronized { () -> Bool in
            resubscribeRequested = true
            if subscribing { return false }
            subscribing = true
            return true
        }
        guard start else { return }
        while true {
            let again = synchronized { () -> Bool in
                if !resubscribeRequested || isStopped {
                    subscribing = false
                    return false
                }
                resubscribeRequested = false
                return true
            }
            guard again else { return }
            let subscription = SingleAssignmentDisposable()
            sourceSubscription.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { event in self.onSource(event) }))
        }
    }

    override func onDispose() {
        sourceSubscription.dispose()
        notifierSubscription.dispose()
    }
}
