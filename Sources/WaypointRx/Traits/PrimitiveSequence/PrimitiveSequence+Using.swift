extension PrimitiveSequence {
    /// Creates a resource for each subscription, subscribes to the sequence
    /// `primitiveSequenceFactory` builds with it, and disposes the resource when the subscription
    /// ends. An error thrown by either factory becomes the sequence's error.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { try primitiveSequenceFactory($0).source }))
    }
}
