extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the result and for the subscription's life, and passes the result on.
    ///
    /// `onSuccess`/`onError` run before the result is passed on, `afterSuccess`/`afterError`
    /// after it; `onSubscribe` runs before subscribing to the source, `onSubscribed` after;
    /// `onDispose` runs once, after the source subscription was disposed. An error thrown by a
    /// handler is sent instead of the result (see `ObservableType.do` for the details).
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}
