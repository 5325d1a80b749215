extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner sequence only: each new inner sequence
    /// unsubscribes the previous one. Completes when this sequence and the current inner sequence
    /// completed; an error from this sequence or the current inner one ends it.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchSink<Element, Element.Element>.observable(asObservable()) { $0.asObservable() }
    }
}

/// The state of `switchLatest` and `flatMapLatest`.
// @unchecked: state is touched only inside `synchronized` (SynchronizedSink's lock).
final class SwitchSink<SourceElement, Element>: SynchronizedSink<Element>, @unchecked Sendable {
    typealias Selector = (SourceElement) throws -> Observable<Element>

    private let selector: Selector
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    // Inside `synchronized`.
    private var latestID = 0
    private var hasLatest = false
    private var outerStopped = false

    init(_ observer: AnyObserver<Element>, selector: @escaping Selector) {
        self.selector = selector
        super.init(observer)
        setUpstream(Disposables.create(outerSubscription, innerSubscription))
    }

    /// An observable that runs a `SwitchSink` over `source` per subscription.
    static func observable(_ source: Observable<SourceElement>, selector: @escaping Selector) -> Observable<Element> {
        Observable<Element>.make { observer in
            let sink = SwitchSink(observer, selector: selector)
            sink.outerSubscription.setDisposable(source.subscribe(AnyObserver { event in sink.onOuter(event) }))
            return sink
        }
    }

    private func onOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            let inner: Observable<Element>
            do { inner = try selector(value) } catch {
                synchronized { emit(.error(error)) }
                return
            }
            if isStopped { return }
            let id = synchronized { () -> Int in
                latestID += 1
                hasLatest = true
                return latestID
            }
            // Unsubscribe from the previous inner sequence before subscribing to the new one.
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.subscribe(AnyObserver { event in
                self.onInner(event, id: id, subscription: subscription)
            }))
        case .error(let error):
            synchronized { emit(.error(error)) }
        case .completed:
            synchronized {
                outerStopped = true
                if !hasLatest { emit(.completed) }
            }
            outerSubscription.dispose()
        }
    }

    private func onInner(_ event: Event<Element>, id: Int, subscription: SingleAssignmentDisposable) {
        let finished = synchronized { () -> Bool in
            guard id == latestID else { return false }
            switch event {
            case .next, .error:
                emit(event)
                return false
            case .completed:
                hasLatest = false
                if outerStopped { emit(.completed) }
                return true
            }
        }
        if finished { subscription.dispose() }
    }
}
