extension PrimitiveSequence {
    /// When the sequence fails, continues with the one `handler` returns for the error. An error
    /// thrown by `handler`, or sent by its sequence, ends the result.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }
}
