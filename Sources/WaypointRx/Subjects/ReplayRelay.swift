/// A `ReplaySubject` that never terminates: it only accepts elements, and replays the latest
/// `bufferSize` of them (or all of them) to each new subscriber.
///
/// Thread safety and re-entrancy as for `PublishSubject`.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline
    let subject: ReplaySubject<Element>
    private let observable: Observable<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
        observable = Observable.make { observer in subject.subscribe(observer) }
    }

    /// A relay that replays the latest `bufferSize` elements. A negative size is a programming
    /// error: subscribers then receive `RxError.argumentOutOfRange`, as from `ReplaySubject`.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it ever accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbound())
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { subject.hasObservers }

    /// Sends `element` to every current observer and keeps it for later subscribers.
    @inlinable
    public func accept(_ element: Element) {
        subject.on(.next(element))
    }

    /// Subscribes `observer`: it receives the buffer, then every element accepted later.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which cannot be used to send events).
    public func asObservable() -> Observable<Element> { observable }

    /// The relay as an `Infallible`, as RxRelay's: it never fails (nor completes).
    public func asInfallible() -> Infallible<Element> { Infallible(observable) }
}

// @unchecked: the relay only holds a thread-safe subject and an immutable observable.
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
