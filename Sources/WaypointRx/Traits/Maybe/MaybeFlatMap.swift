extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Continues with the maybe `selector` returns for the element; an empty source completes
    /// empty. A thrown error becomes the result's error.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }
}
