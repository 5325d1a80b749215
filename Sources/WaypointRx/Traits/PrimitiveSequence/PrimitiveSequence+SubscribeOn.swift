extension PrimitiveSequence {
    /// Subscribes to the sequence, and disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }
}
