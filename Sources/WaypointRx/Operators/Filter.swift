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
                // A `map` before it folds the filter and the closures into its own sink.
                if let fused = source.subscribeFilteredCallbacks(predicate, callbacks) { return fused }
                let sink = FilterCallbackSink(predicate: predicate, callbacks: callbacks)
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            case .filtered:
                // `foldsFilter` is false: a filter after this one subscribes to it as usual.
                preconditionFailure("filter does not fold a second filter")
            }
        }
    }
}

/// `filter` followed by `subscribe(onNext:…)` as one object: tests each element and calls the
/// closures, with the semantics of a filter sink feeding `CallbackSink` (a passing element is
/// dropped when the subscription stopped; the rest is `CallbackFusingSink`'s).
@usableFromInline
// @unchecked: `predicate` is immutable; the rest is `CallbackFusingSink`'s.
final class FilterCallbackSink<Element>: CallbackFusingSink<Element, Element>, @unchecked Sendable {
    @usableFromInline
    let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, callbacks: SubscribeCallbacks<Element>) {
        self.predicate = predicate
        super.init(callbacks: callbacks)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): deliver(element, ifPassing: predicate)
        case .error(let error): fail(error)
        case .completed: complete()
        }
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
