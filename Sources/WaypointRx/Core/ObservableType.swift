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
    /// Wraps any `ObservableType` in an `Observable`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable.make { observer in self.subscribe(observer) }
    }
}
