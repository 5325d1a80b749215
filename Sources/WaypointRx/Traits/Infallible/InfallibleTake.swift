extension InfallibleType {
    /// The first `count` elements, then completes (a negative count completes at once).
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(max(count, 0)))
    }

    /// Elements while `predicate` holds; completes at the first that fails it.
    public func take(while predicate: @escaping (Element) -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Elements until `other` emits, then completes (an error of `other` is ignored).
    public func take<Source: ObservableType>(until other: Source) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable().catch { _ in Observable.never() }))
    }

    /// Elements during `duration` on `scheduler` after subscription, then completes.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }
}
