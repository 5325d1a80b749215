extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = MapSink(observer, transform: transform)
            // The closure captures the sink alone, so it needs no context of its own.
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
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
