extension ObservableType {
    /// Passes on the elements that satisfy `predicate`; a thrown error ends the sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        // Made here, so that both ways of subscribing are compiled for the caller's types.
        return CallbackFusingProducer { target in
            switch target {
            case .observer(let observer):
                let sink = FilterSink(observer, predicate: predicate)
                // The closure captures the sink alone, so it needs no context of its own.
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            case .callbacks(let callbacks):
                let sink = FilterCallbackSink(predicate: predicate, callbacks: callbacks)
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            }
        }
    }
}

/// `filter` followed by `subscribe(onNext:…)` as one object: tests each element and calls the
/// closures, with the semantics of a filter sink feeding `CallbackSink` (a passing element is
/// dropped when the subscription stopped; a terminal event stops it and disposes it afterwards;
/// `onDisposed` runs once, after the upstream subscription was disposed).
@usableFromInline
// @unchecked: the closures are immutable; `onDisposed` is read once, by the single winning dispose() call.
final class FilterCallbackSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline
    let predicate: (Element) throws -> Bool
    @usableFromInline
    let callbacks: SubscribeCallbacks<Element>

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, callbacks: SubscribeCallbacks<Element>) {
        self.predicate = predicate
        self.callbacks = callbacks
        super.init(AnyObserver { _ in })
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let passes: Bool
            do { passes = try predicate(element) } catch {
                fail(error)
                return
            }
            if passes && !isStopped { callbacks.onNext?(element) }
        case .error(let error):
            fail(error)
        case .completed:
            if stopForTerminal() { callbacks.onCompleted?() }
            dispose()
        }
    }

    @inlinable
    func fail(_ error: Swift.Error) {
        if stopForTerminal() {
            if let onError = callbacks.onError { onError(error) } else { Hooks.reportUnhandled(error) }
        }
        dispose()
    }

    @usableFromInline
    override func onDispose() {
        callbacks.onDisposed?()
    }
}

/// The sink of `filter`: holds the predicate, so one object serves the whole subscription.
@usableFromInline
// @unchecked: `predicate` is immutable; the rest is `Sink`'s.
final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline
    let predicate: (Element) throws -> Bool

    @inlinable
    init(_ observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let passes: Bool
            do { passes = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            if passes { forwardNext(element) }
        case .error, .completed: forwardTerminal(event)
        }
    }
}
