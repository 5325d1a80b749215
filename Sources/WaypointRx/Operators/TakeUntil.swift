extension ObservableType {
    /// Forwards this sequence's events until `other` emits an element: then completes and
    /// unsubscribes from both. An error from `other` ends the result with that error; `other`
    /// completing without an element changes nothing (it is unsubscribed).
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Observable.make { observer in
            let sink = TakeUntilSink(observer)
            sink.run(source, other: other)
            return sink
        }
    }

    /// Forwards elements until `predicate` returns `true` for one, then completes; with
    /// `.inclusive` that element is emitted first. An error thrown by `predicate` ends the
    /// sequence.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

/// The state of `take(until:)` with another sequence.
// @unchecked: no mutable state beyond SynchronizedSink's.
private final class TakeUntilSink<Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let sourceSubscription = SingleAssignmentDisposable()
    private let otherSubscription = SingleAssignmentDisposable()

    override init(_ observer: AnyObserver<Element>) {
        super.init(observer)
        setUpstream(Disposables.create(sourceSubscription, otherSubscription))
    }

    /// Subscribes to `other` first (as RxSwift does), so that an `other` that fires at once
    /// stops the result before this sequence is subscribed.
    func run<Other>(_ source: Observable<Element>, other: Observable<Other>) {
        otherSubscription.setDisposable(other.subscribe(AnyObserver { event in
            switch event {
            case .next: self.synchronized { self.emit(.completed) }
            case .error(let error): self.synchronized { self.emit(.error(error)) }
            case .completed: self.otherSubscription.dispose()
            }
        }))
        if isStopped { return }
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in
            self.synchronized { self.emit(event) }
        }))
    }
}
