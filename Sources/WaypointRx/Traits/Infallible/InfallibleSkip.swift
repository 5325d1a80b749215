extension InfallibleType {
    /// Drops the first `count` elements (a negative count drops none).
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(max(count, 0)))
    }

    /// Drops elements while `predicate` holds.
    public func skip(while predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits (an error of `other` is ignored).
    public func skip<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other.asObservable().catch { _ in Observable.never() }))
    }

    /// Drops elements for `duration` on `scheduler` after subscription.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().skip(for: duration, scheduler: scheduler))
    }
}
