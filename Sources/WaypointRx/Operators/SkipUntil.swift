extension ObservableType {
    /// Drops this sequence's elements until `other` emits an element, then forwards them (and
    /// unsubscribes from `other`). An error from either ends the result; `other` completing
    /// without an element just unsubscribes from it.
    ///
    /// As in RxSwift, if this sequence completes before `other` emitted, the result stops without
    /// a completion event (every subscription is released, and the stopped subscription no longer
    /// holds the observer alive).
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.make { observer in
            let sink = SkipUntilSink(observer)
            sink.run(source, other: other)
            // The sources keep the sink alive while they may send; the subscription handed
            // downstream only reaches it, so that a sink that stopped silently (the source
            // completed first) is not kept, with its observer, by the observer's own holder.
            return Disposables.create { [weak sink] in sink?.dispose() }
        }
    }
}

/// The state of `skip(until:)`.
// @unchecked: `open` is only touched inside `synchronized` (see SynchronizedSink).
private final class SkipUntilSink<Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let sourceSubscription = SingleAssignmentDisposable()
    private let otherSubscription = SingleAssignmentDisposable()

    // Inside `synchronized`.
    private var open = false

    override init(_ observer: AnyObserver<Element>) {
        super.init(observer)
        setUpstream(Disposables.create(sourceSubscription, otherSubscription))
    }

    /// Subscribes to this sequence, then to `other` (as RxSwift does).
    func run<Other>(_ source: Observable<Element>, other: Observable<Other>) {
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in self.onSource(event) }))
        if isStopped { return }
        otherSubscription.setDisposable(other.subscribe(AnyObserver { event in
            switch event {
            case .next:
                self.synchronized { self.open = true }
                self.otherSubscription.dispose()
            case .error(let error):
                self.synchronized { self.emit(.error(error)) }
            case .completed:
                self.otherSubscription.dispose()
            }
        }))
    }

    private func onSource(_ event: Event<Element>) {
        let stopSilently = synchronized { () -> Bool in
            switch event {
            case .next:
                if open { emit(event) }
            case .error:
                emit(event)
            case .completed:
                if !open { return true }
                emit(event)
            }
            return false
        }
        if stopSilently { dispose() }
    }
}
