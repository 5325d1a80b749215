extension PrimitiveSequenceType where Trait == SingleTrait {
    /// When the single fails, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// When the maybe fails, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }
}
