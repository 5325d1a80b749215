extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element; a thrown error becomes the maybe's error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element and drops a `nil` result (the maybe then completes empty). A thrown
    /// error becomes the maybe's error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Keeps the element if `predicate` holds, otherwise completes empty. A thrown error becomes
    /// the maybe's error.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}
