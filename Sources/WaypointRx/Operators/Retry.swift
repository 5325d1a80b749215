extension ObservableType {
    /// Re-subscribes to this sequence each time it fails, until it completes. A sequence that
    /// always fails makes this retry forever.
    public func retry() -> Observable<Element> {
        RetrySink<Element>.observable(asObservable(), maxAttempts: nil)
    }

    /// Subscribes to this sequence up to `maxAttempts` times in all: each error but the last one
    /// leads to a new subscription; the last error is forwarded. As in RxSwift, `retry(1)` never
    /// retries and `retry(3)` retries twice; `retry(0)` completes at once without subscribing, and
    /// a negative count fails with `RxError.argumentOutOfRange`.
    public func retry(_ maxAttempts: Int) -> Observable<Element> {
        if maxAttempts < 0 { return Observable.error(RxError.argumentOutOfRange) }
        return RetrySink<Element>.observable(asObservable(), maxAttempts: maxAttempts)
    }
}

/// Subscribes to the source again after each error, in a loop rather than by recursion.
// @unchecked: `attempts` is owned by the one thread running the loop (handed over by an atomic); `lastError` is behind `lock`.
private final class RetrySink<Element>: Sink<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let maxAttempts: Int?
    private var attempts = 0
    private let lock = Locked(())
    private var lastError: Swift.Error?
    private let current = SerialDisposable()
    private var pendingAttempts: AtomicWord<Int> { spareWord() }

    init(_ observer: AnyObserver<Element>, source: Observable<Element>, maxAttempts: Int?) {
        self.source = source
        self.maxAttempts = maxAttempts
        super.init(observer)
        setUpstream(current)
    }

    static func observable(_ source: Observable<Element>, maxAttempts: Int?) -> Observable<Element> {
        Observable.make { observer in
            let sink = RetrySink(observer, source: source, maxAttempts: maxAttempts)
            // Start once the subscription chain is wired up, so that an operator downstream can
            // stop endless synchronous attempts by disposing.
            SubscriptionTrampoline.start { sink.attempt() }
            return sink
        }
    }

    /// Subscribes again, unless the attempts are used up: then forwards the last error (or
    /// completes when there was no attempt at all). A call made while an earlier call is still
    /// subscribing (a source that failed synchronously) is served by that call's loop instead of
    /// nesting, so the stack stays flat.
    private func attempt() {
        if pendingAttempts.add(1, ordering: .acquiringAndReleasing).newValue != 1 { return }
        repeat {
            if isStopped { return }
            if let maxAttempts, attempts >= maxAttempts {
                let error = lock.withLock { lastError }
                forwardTerminal(error.map { .error($0) } ?? .completed)
                return
            }
            attempts += 1
            // Replacing the subscription unsubscribes from the failed attempt first.
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): self.forwardNext(element)
                case .completed: self.forwardTerminal(.completed)
                case .error(let error):
                    self.lock.withLock { self.lastError = error }
                    self.attempt()
                }
            }))
        } while pendingAttempts.subtract(1, ordering: .acquiringAndReleasing).newValue != 0
    }
}
