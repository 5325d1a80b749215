extension InfallibleType {
    /// Combines each element with the latest element of `second` (elements are dropped until
    /// `second` emitted).
    public func withLatestFrom<Source: InfallibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element (dropped until `second` emitted).
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        Infallible(asObservable().withLatestFrom(second.asObservable()))
    }

    /// Pairs each element with `object`, held weakly; once it is gone, the next element
    /// completes the sequence.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(object))
    }
}
