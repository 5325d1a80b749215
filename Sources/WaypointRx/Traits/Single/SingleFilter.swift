extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Keeps the element if `predicate` holds; otherwise the result completes empty, so it is a
    /// `Maybe`. A thrown error becomes the result's error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
