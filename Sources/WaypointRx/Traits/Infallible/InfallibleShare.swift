extension InfallibleType {
    /// One subscription to the source for every subscriber; see `Observable.share(replay:scope:)`.
    /// A negative `replay` counts as zero.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: max(replay, 0), scope: scope))
    }
}
