extension PrimitiveSequence {
    /// Calls `factory` for each subscription and subscribes to the sequence it returns; an error
    /// it throws becomes the sequence's error.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().source })
    }
}
