import WaypointRx

/// An observable made of a subscribe closure, without a per-subscription sink: for the chain's
/// own observables, which obey the Rx grammar by construction (they pass the observer on to one
/// observable, or emit one element and complete, or one error).
@usableFromInline
struct Producer<Element>: ObservableType {
    @usableFromInline
    let handler: (AnyObserver<Element>) -> Disposable
    /// `AnyObserver<Element>.self`, looked up where it is cheap (in specialized code).
    @usableFromInline
    let anyObserverType: Any.Type

    @inlinable
    init(handler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.handler = handler
        anyObserverType = AnyObserver<Element>.self
    }

    @inlinable
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // `asObservable()` hands over an `AnyObserver`: reuse it without the dynamic cast of
        // `AnyObserver.init`, which costs a metadata lookup per hop in unspecialized code.
        if ObjectIdentifier(Observer.self) == ObjectIdentifier(anyObserverType) {
            return handler(unsafeBitCast(observer, to: AnyObserver<Element>.self))
        }
        return handler(AnyObserver(observer))
    }
}

/// An `Observable` whose subscriptions run `handler`.
@inlinable
func makeObservable<Element>(_ handler: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
    Producer(handler: handler).asObservable()
}

