import WaypointRx

/// An `Observable` whose subscriptions run `handler`: one object, which hands `handler` the
/// subscriber's `AnyObserver` as it is.
@inlinable
func makeObservable<Element>(_ handler: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    Observable.make(handler)
}

