extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element; a thrown error becomes the single's error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element and drops a `nil` result, so the answer may be empty: a `Maybe`.
    /// A thrown error becomes the result's error.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}
