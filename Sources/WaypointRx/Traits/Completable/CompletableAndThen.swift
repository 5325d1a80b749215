extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this one completes; an error skips it.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: Self.concat(primitiveSequence.source, second.source))
    }

    /// Runs `second` after this one completes; an error skips it.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: Self.concat(primitiveSequence.source, second.source))
    }

    /// Runs `second` after this one completes; an error skips it.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: Self.concat(primitiveSequence.source, second.source))
    }

    /// Subscribes to `second` after this one completes; an error skips it.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        Self.concat(primitiveSequence.source, second)
    }

    /// Subscribes to `second` when `first` completes.
    static func concat<Element>(_ first: Observable<Never>, _ second: Observable<Element>) -> Observable<Element> {
        Observable.make { observer in
            let sink = Sink(observer)
            // Two slots: `first` may complete (and `second` be subscribed) before `first.subscribe`
            // returns.
            let firstSubscription = SingleAssignmentDisposable()
            let secondSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(firstSubscription, secondSubscription))
            firstSubscription.setDisposable(first.subscribe(AnyObserver { event in
                switch event {
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    firstSubscription.dispose()
                    secondSubscription.setDisposable(second.subscribe(AnyObserver { event in sink.forward(event) }))
                }
            }))
            return sink
        }
    }
}
