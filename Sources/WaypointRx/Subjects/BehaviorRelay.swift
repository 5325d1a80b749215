/// A `BehaviorSubject` that never terminates: it holds a current value, which each subscriber
/// receives first, and only accepts new values.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline
    let subject: BehaviorSubject<Element>
    private let observable: Observable<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        let subject = BehaviorSubject(value: value)
        self.subject = subject
        observable = Observable.make { observer in subject.subscribe(observer) }
    }

    /// The current value.
    public var value: Element { subject.latestValue }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { subject.hasObservers }

    /// Makes `element` the current value and sends it to every observer.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`: it receives the current value, then every accepted one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which cannot be used to send events).
    public func asObservable() -> Observable<Element> { observable }

    /// The relay as an `Infallible`, as RxRelay's: it never fails (nor completes).
    public func asInfallible() -> Infallible<Element> { Infallible(observable) }
}

// @unchecked: the relay only holds a thread-safe subject and an immutable observable.
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
