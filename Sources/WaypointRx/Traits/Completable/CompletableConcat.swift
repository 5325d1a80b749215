extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this one completes; an error skips it.
    public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the completables one after another, each when the previous completed; completes after
    /// the last (at once when there are none). The first error ends it.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable.concat(sources.map(\.source)))
    }

    /// Runs the completables one after another; see `concat(_:)` for a sequence.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }
}
