extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` when the maybe completes empty: always an answer, so a `Single`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: Self.switching(primitiveSequence.source, to: Observable.just(`default`)))
    }

    /// Continues with `other` when the maybe completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: Self.switching(primitiveSequence.source, to: other.source))
    }

    /// Continues with `other` when the maybe completes empty: always an answer, so a `Single`.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: Self.switching(primitiveSequence.source, to: other.source))
    }

    /// Passes on the source's events; if it completes without an element, subscribes to `other`.
    private static func switching(_ source: Observable<Element>, to other: Observable<Element>) -> Observable<Element> {
        Observable.make { observer in
            let sink = Sink(observer)
            // Two slots: the source may complete (and `other` be subscribed) before
            // `source.subscribe` returns.
            let sourceSubscription = SingleAssignmentDisposable()
            let otherSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, otherSubscription))
            // Only the source's own callbacks touch it, one at a time (the Rx grammar).
            var answered = false
            sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    answered = true
                    sink.forwardNext(element)
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    if answered {
                        sink.forwardTerminal(.completed)
                    } else {
                        sourceSubscription.dispose()
                        otherSubscription.setDisposable(other.subscribe(AnyObserver { event in sink.forward(event) }))
                    }
                }
            }))
            return sink
        }
    }
}
