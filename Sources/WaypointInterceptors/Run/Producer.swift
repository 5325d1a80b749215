import WaypointRx

/// An observable made of a subscribe closure, without a per-subscription sink: for the chain's
/// own observables, which obey the Rx grammar by construction (they pass the observer on to one
/// observable, or emit one element and complete, or one error).
struct Producer<Element>: ObservableType {
    let handler: (AnyObserver<Element>) -> Disposable

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        handler(AnyObserver(observer))
    }
}

/// An `Observable` whose subscriptions run `handler`.
func makeObservable<Element>(_ handler: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    Producer(handler: handler).asObservable()
}
