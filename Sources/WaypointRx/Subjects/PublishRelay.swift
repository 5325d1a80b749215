/// A `PublishSubject` that never terminates: it only accepts elements, so subscribers can rely on
/// it never completing or failing.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline
    let subject = PublishSubject<Element>()
    private let observable: Observable<Element>

    /// A relay with no observers.
    public init() {
        let subject = self.subject
        observable = Observable.make { observer in subject.subscribe(observer) }
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { subject.hasObservers }

    /// Sends `element` to every current observer.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which cannot be used to send events).
    public func asObservable() -> Observable<Element> { observable }

    /// The relay as an `Infallible`, as RxRelay's: it never fails (nor completes).
    public func asInfallible() -> Infallible<Element> { Infallible(observable) }
}

// @unchecked: the relay only holds a thread-safe subject and an immutable observable.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
