extension ObservableType {
    /// Subscribes a closure that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }

    /// Subscribes closures for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after the terminal event or when the subscription is disposed.
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let sink = CallbackSink<Element>(AnyObserver { event in
            switch event {
            case .next(let element): onNext?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(error) }
            case .completed: onCompleted?()
            }
        }, onDisposed: onDisposed)
        sink.setUpstream(asObservable().subscribe(AnyObserver { event in sink.forward(event) }))
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
        weak let weakObject = object
        return subscribe(
            onNext: { element in if let object = weakObject { onNext?(object, element) } },
            onError: { error in if let object = weakObject { onError?(object, error) } },
            onCompleted: { if let object = weakObject { onCompleted?(object) } },
            onDisposed: { if let object = weakObject { onDisposed?(object) } }
        )
    }
}

/// The subscription returned by `subscribe(onNext:…)`: runs `onDisposed` once.
final class CallbackSink<Element>: Sink<Element>, @unchecked Sendable {
    // @unchecked: onDisposed is read once, by the single winning dispose() call.
    private let onDisposed: (() -> Void)?

    init(_ observer: AnyObserver<Element>, onDisposed: (() -> Void)?) {
        self.onDisposed = onDisposed
        super.init(observer)
    }

    override func onDispose() {
        onDisposed?()
    }
}
