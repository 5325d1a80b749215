extension ObservableType {
    /// Passes on the elements that satisfy `predicate`; a thrown error ends the sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.make { observer in
            let sink = FilterSink(observer, predicate: predicate)
            // The closure captures the sink alone, so it needs no context of its own.
            sink.setUpstream(source.subscribe(AnyObserver { event in sink.on(event) }))
            return sink
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
