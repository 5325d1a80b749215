extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs all completables at once and completes when every one completed (at once when there
    /// are none). The first error ends it and disposes the others.
    public static func zip<Sources: Collection>(_ sources: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable.merge(sources.map(\.source)))
    }

    /// Runs all completables at once; see `zip(_:)` for a collection.
    public static func zip(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}
