extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        // Made here, so that both ways of subscribing are compiled for the caller's types.
        return CallbackFusingProducer(foldsFilter: true) { target in
            switch target {
            case .observer(let observer):
                let sink = MapSink(observer, transform: transform)
                // The closure captures the sink alone, so it needs no context of its own.
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            case .callbacks(let callbacks):
                let sink = MapCallbackSink(transform: transform, callbacks: callbacks)
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            case .filtered(let predicate, let callbacks):
                let sink = MapFilterCallbackSink(transform: transform, predicate: predicate, callbacks: callbacks)
                sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
                return sink
            }
        }
    }
}

/// `map` followed by `filter` and `subscribe(onNext:…)` as one object: transforms each element,
/// tests the result and calls the closures, with the semantics of a map sink feeding a filter
/// sink feeding `CallbackSink` (see `CallbackFusingSink`).
@usableFromInline
// @unchecked: `transform` and `predicate` are immutable; the rest is `CallbackFusingSink`'s.
final class MapFilterCallbackSink<Source, Result>: CallbackFusingSink<Source, Result>, @unchecked Sendable {
    @usableFromInline
    let transform: (Source) throws -> Result
    @usableFromInline
    let predicate: (Result) throws -> Bool

    @inlinable
    init(transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool, callbacks: SubscribeCallbacks<Result>) {
        self.transform = transform
        self.predicate = predicate
        super.init(callbacks: callbacks)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            // As a map sink feeding a filter sink feeding a closure sink.
            if let mapped = transformed(element, by: transform) { deliver(mapped, ifPassing: predicate) }
        case .error(let error): fail(error)
        case .completed: complete()
        }
    }
}

/// `map` followed by `subscribe(onNext:…)` as one object: transforms each element and calls the
/// closures, with `CallbackSink`'s semantics (see `CallbackFusingSink`).
@usableFromInline
// @unchecked: `transform` is immutable; the rest is `CallbackFusingSink`'s.
final class MapCallbackSink<Source, Result>: CallbackFusingSink<Source, Result>, @unchecked Sendable {
    @usableFromInline
    let transform: (Source) throws -> Result

    @inlinable
    init(transform: @escaping (Source) throws -> Result, callbacks: SubscribeCallbacks<Result>) {
        self.transform = transform
        super.init(callbacks: callbacks)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            // As a map sink feeding a closure sink: transform, then drop the result if stopped.
            if let mapped = transformed(element, by: transform) { callbacks.onNext?(mapped) }
        case .error(let error): fail(error)
        case .completed: complete()
        }
    }
}

/// The sink of `map`: holds the transform, so one object serves the whole subscription.
@usableFromInline
// @unchecked: `transform` is immutable; the rest is `Sink`'s.
final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline
    let transform: (Source) throws -> Result

    @inlinable
    init(_ observer: AnyObserver<Result>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let mapped: Result
            do { mapped = try transform(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            forwardNext(mapped)
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}
