/// Who subscribes to a `CallbackFusingProducer`: any observer, or the closures of
/// `subscribe(onNext:…)`.
@usableFromInline
enum CallbackFusingTarget<Element> {
    case observer(AnyObserver<Element>)
    case callbacks(SubscribeCallbacks<Element>)
}

/// The observable of an operator that can fold the closures of a `subscribe(onNext:…)` that
/// follows it into its own sink (`map`, `filter`): subscribing with closures makes one sink that
/// does the operator's work and calls them, instead of the operator's sink feeding a closure sink.
/// Its handler is made in the caller's module, so that both ways of subscribing are compiled for
/// the caller's types.
@usableFromInline
final class CallbackFusingProducer<Element>: Observable<Element> {
    @usableFromInline
    let handler: (CallbackFusingTarget<Element>) -> Disposable

    @inlinable
    init(_ handler: @escaping (CallbackFusingTarget<Element>) -> Disposable) {
        self.handler = handler
    }

    @usableFromInline
    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        handler(.observer(observer))
    }

    @usableFromInline
    override func subscribeCallbacks(_ callbacks: SubscribeCallbacks<Element>) -> Disposable? {
        SubscriptionTrampoline.subscribe { handler(.callbacks(callbacks)) }
    }
}
