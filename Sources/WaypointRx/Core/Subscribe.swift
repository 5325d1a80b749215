extension ObservableType {
    /// Subscribes a closure that receives every event, through `asObservable()` (so the Rx
    /// grammar holds for any `ObservableType`: nothing after a terminal event).
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after the terminal event or when the subscription is disposed.
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let source = asObservable()
        // A `map` folds the closures into its own sink: one object per subscription, not two.
        if let fused = source.subscribeCallbacks(
            SubscribeCallbacks(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)) {
            return fused
        }
        let sink = CallbackSink<Element>(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        // The closure captures the sink alone, so it needs no context of its own.
        sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
        return sink
    }

    /// Subscribes closures that receive `object` along with each event; `object` is held weakly
    /// and events after its deallocation are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        return subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }
}

/// The subscription returned by `subscribe(onNext:…)`: calls the closures itself (its
/// downstream observer is unused), and runs `onDisposed` once.
@usableFromInline
// @unchecked: the closures are immutable; `onDisposed` is read once, by the single winning dispose() call.
final class CallbackSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline
    let onNext: ((Element) -> Void)?
    @usableFromInline
    let onError: ((Swift.Error) -> Void)?
    @usableFromInline
    let onCompleted: (() -> Void)?
    private let onDisposed: (() -> Void)?

    @usableFromInline
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        super.init(AnyObserver { _ in })
    }

    /// Calls the closure for `event` unless the subscription stopped; a terminal event stops it
    /// and disposes it afterwards.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): deliverNext(element)
        case .error(let error):
            if stopForTerminal() {
                if let onError { onError(error) } else { Hooks.reportUnhandled(error) }
            }
            dispose()
        case .completed:
            if stopForTerminal() { onCompleted?() }
            dispose()
        }
    }

    /// Calls `onNext` with `element` unless the subscription stopped. A method of its own: the
    /// closure called in `on`'s `case` itself receives a copy of the element, here it is lent.
    @inlinable
    func deliverNext(_ element: Element) {
        if isStopped { return }
        onNext?(element)
    }

    @usableFromInline
    override func onDispose() {
        onDisposed?()
    }
}
