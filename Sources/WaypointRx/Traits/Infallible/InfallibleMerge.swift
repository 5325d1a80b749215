extension Infallible {
    /// The elements of all `sources` as they arrive; completes when all completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        merge(sources)
    }

    /// The elements of all `sources` as they arrive; completes when all completed (at once
    /// when there are none).
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element> where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of each of `sources` in turn.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }
}
