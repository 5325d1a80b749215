/// Who subscribes to a `CallbackFusingProducer`: any observer, the closures of
/// `subscribe(onNext:…)`, or a `filter` followed by them.
@usableFromInline
enum CallbackFusingTarget<Element> {
    case observer(AnyObserver<Element>)
    case callbacks(SubscribeCallbacks<Element>)
    case filtered((Element) throws -> Bool, SubscribeCallbacks<Element>)
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
    /// Whether `handler` takes `.filtered` (`map`); it is never given one otherwise.
    @usableFromInline
    let foldsFilter: Bool

    @inlinable
    init(foldsFilter: Bool = false, _ handler: @escaping (CallbackFusingTarget<Element>) -> Disposable) {
        self.foldsFilter = foldsFilter
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

    @usableFromInline
    override func subscribeFilteredCallbacks(_ predicate: @escaping (Element) throws -> Bool, _ callbacks: SubscribeCallbacks<Element>) -> Disposable? {
        foldsFilter ? handler(.filtered(predicate, callbacks)) : nil
    }
}

/// The sink of an operator followed by `subscribe(onNext:…)`, as one object: the subclass does
/// the operator's work on each element and calls `callbacks.onNext`; this class ends the
/// subscription with `CallbackSink`'s semantics (a terminal event stops it and disposes it
/// afterwards; `onDisposed` runs once, after the upstream subscription was disposed).
@usableFromInline
// @unchecked: the closures are immutable; `onDisposed` is read once, by the single winning dispose() call.
class CallbackFusingSink<Source, Result>: Sink<Source>, @unchecked Sendable {
    @usableFromInline
    let callbacks: SubscribeCallbacks<Result>

    @inlinable
    init(callbacks: SubscribeCallbacks<Result>) {
        self.callbacks = callbacks
        super.init(AnyObserver { _ in })
    }

    /// Ends the subscription with `error` (once), reporting it to `onError` or, without one, to
    /// `Hooks.defaultErrorHandler`.
    @inlinable
    final func fail(_ error: Swift.Error) {
        if stopForTerminal() {
            if let onError = callbacks.onError { onError(error) } else { Hooks.reportUnhandled(error) }
        }
        dispose()
    }

    /// `transform(element)`, or `nil` when it throws (which ends the subscription) or the
    /// subscription stopped meanwhile (a map sink drops its result then).
    @inlinable @inline(__always)
    final func transformed(_ element: Source, by transform: (Source) throws -> Result) -> Result? {
        let value: Result
        do { value = try transform(element) } catch {
            fail(error)
            return nil
        }
        return isStopped ? nil : value
    }

    /// Calls `onNext` with `value` if `predicate` passes it and the subscription did not stop
    /// meanwhile (a filter sink feeding a closure sink); a thrown error ends the subscription.
    @inlinable @inline(__always)
    final func deliver(_ value: Result, ifPassing predicate: (Result) throws -> Bool) {
        let passes: Bool
        do { passes = try predicate(value) } catch {
            fail(error)
            return
        }
        if passes && !isStopped { callbacks.onNext?(value) }
    }

    /// Ends the subscription with completion (once).
    @inlinable
    final func complete() {
        if stopForTerminal() { callbacks.onCompleted?() }
        dispose()
    }

    @usableFromInline
    override func onDispose() {
        callbacks.onDisposed?()
    }
}
