extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Continues with the single `selector` returns for the element; a thrown error becomes the
    /// result's error.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: Self.continuing(primitiveSequence.source) { try selector($0).source })
    }

    /// Continues with the maybe `selector` returns for the element; a thrown error becomes the
    /// result's error.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: Self.continuing(primitiveSequence.source) { try selector($0).source })
    }

    /// Continues with the completable `selector` returns for the element; a thrown error becomes
    /// the result's error.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: Self.continuing(primitiveSequence.source) { try selector($0).source })
    }

    /// Subscribes to the sequence `selector` returns for the single's element and passes on its
    /// events; the source's own completion (right after its element) is not passed on.
    private static func continuing<Result>(
        _ source: Observable<Element>,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        Observable.make { observer in
            let sink = Sink(observer)
            // Two slots: the source may answer (and the next sequence be subscribed) before
            // `source.subscribe` returns.
            let sourceSubscription = SingleAssignmentDisposable()
            let nextSubscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(sourceSubscription, nextSubscription))
            sourceSubscription.setDisposable(source.subscribe(AnyObserver { event in
                switch event {
                case .next(let element):
                    let next: Observable<Result>
                    do { next = try selector(element) } catch {
                        sink.forwardTerminal(.error(error))
                        return
                    }
                    nextSubscription.setDisposable(next.subscribe(AnyObserver { event in sink.forward(event) }))
                case .error(let error):
                    sink.forwardTerminal(.error(error))
                case .completed:
                    // The sequence `selector` returned ends the result; the source is done.
                    sourceSubscription.dispose()
                }
            }))
            return sink
        }
    }
}
