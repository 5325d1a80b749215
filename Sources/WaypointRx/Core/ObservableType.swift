/// A type that can be turned into an `Observable`.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of events that observers subscribe to.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Starts delivering events to `observer`; disposing the result stops delivery and releases
    /// everything the subscription holds.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps an `ObservableType` that is not an `Observable` (a test observable, a type of your
    /// own) in an `Observable` that enforces the Rx grammar, as `Observable.create` does: events
    /// after a terminal event or after disposal are dropped, and the source's subscription is
    /// disposed at the terminal event. `Observable` and the traits return themselves (they obey
    /// the grammar already), so this costs nothing on their path.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
