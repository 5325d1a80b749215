extension Observable {
    /// Never sends anything.
    public static func never() -> Observable<Element> {
        make { _ in Disposables.create() }
    }
}
