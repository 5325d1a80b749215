extension InfallibleType {
    /// Subscribes to the infallible `selector` returns for each element and merges their
    /// elements; completes when this one and every inner one completed.
    public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Like `flatMap`, but only the newest inner infallible: a new element unsubscribes the
    /// previous one.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Like `flatMap`, but elements arriving while an inner infallible runs are ignored.
    public func flatMapFirst<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Like `flatMap`, but one inner infallible at a time, in order.
    public func concatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap { selector($0).asObservable() })
    }
}
