extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes closures that receive `object` along with the outcome; `object` is held weakly
    /// and nothing runs after its deallocation.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes closures that receive `object` along with the outcome; `object` is held weakly
    /// and nothing runs after its deallocation. At most one of `onSuccess`, `onError` and
    /// `onCompleted` runs.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        weak let weakObject = object
        return subscribe(
            onSuccess: { element in if let object = weakObject { onSuccess?(object, element) } },
            onError: { error in if let object = weakObject { onError?(object, error) } },
            onCompleted: { if let object = weakObject { onCompleted?(object) } },
            onDisposed: { if let object = weakObject { onDisposed?(object) } }
        )
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes closures that receive `object` along with the outcome; `object` is held weakly
    /// and nothing runs after its deallocation.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.source.subscribe(with: object, onNext: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
