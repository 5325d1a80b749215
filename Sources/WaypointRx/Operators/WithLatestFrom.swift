extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second` using
    /// `resultSelector`; elements that arrive before `second` emitted anything are dropped.
    /// Completes when this sequence completes (`second` completing changes nothing); an error
    /// from either, or thrown by `resultSelector`, ends it.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let second = second.asObservable()
        return Observable.make { observer in
            let sink = WithLatestFromSink(observer, resultSelector: resultSelector)
            sink.run(first, second: second)
            return sink
        }
    }

    /// The latest element of `second` each time this sequence emits; see
    /// `withLatestFrom(_:resultSelector:)`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// The state of `withLatestFrom`.
// @unchecked: `latest` is only touched inside `synchronized` (see SynchronizedSink); `resultSelector` runs in delivery, serially.
private final class WithLatestFromSink<First, Second, Element>: SynchronizedSink<Element>, @unchecked Sendable {
    private let resultSelector: (First, Second) throws -> Element
    private let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()

    // Inside `synchronized`.
    private var latest: Second?

    init(_ observer: AnyObserver<Element>, resultSelector: @escaping (First, Second) throws -> Element) {
        self.resultSelector = resultSelector
        super.init(observer)
        setUpstream(Disposables.create(firstSubscription, secondSubscription))
    }

    /// Subscribes to `second` first (as RxSwift does), so a value it has at once is used.
    func run(_ first: Observable<First>, second: Observable<Second>) {
        secondSubscription.setDisposable(second.subscribe(AnyObserver { event in
            switch event {
            case .next(let value): self.synchronized { self.latest = value }
            case .error(let error): self.synchronized { self.emit(.error(error)) }
            case .completed: self.secondSubscription.dispose()
            }
        }))
        if isStopped { return }
        firstSubscription.setDisposable(first.subscribe(AnyObserver { event in
            self.synchronized {
                switch event {
                case .next(let value):
                    if let latest = self.latest { self.emitAction { self.deliverResult(value, latest) } }
                case .error(let error):
                    self.emit(.error(error))
                case .completed:
                    self.emit(.completed)
                }
            }
        }))
    }

    /// Runs the result selector outside the lock, in delivery order.
    private func deliverResult(_ value: First, _ latest: Second) {
        if isStopped { return }
        let result: Element
        do { result = try resultSelector(value, latest) } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardNext(result)
    }
}
