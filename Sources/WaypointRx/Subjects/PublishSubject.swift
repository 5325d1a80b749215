/// A subject that sends each event to the observers subscribed at the time it was sent.
///
/// A subscriber that arrives after the subject stopped receives only the terminal event; after
/// `dispose()`, subscribers receive `RxError.disposed`. Safe to use from any thread: events are
/// delivered to each observer one at a time, in the order the subject accepted them, and never
/// while a lock is held, so an observer may send into the subject re-entrantly (the new event is
/// delivered after the current one). While one thread is delivering, events sent from other
/// threads are queued and delivered by that thread.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side is the subject itself.
    public typealias Observer = PublishSubject<Element>

    @usableFromInline
    let core = SubjectCore<Element, Void>(name: "PublishSubject<\(Element.self)>", storage: ())

    /// A subject with no observers.
    public override init() {
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    @inlinable
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to every current observer; ignored after a terminal event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.publish(event)
    }

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Releases every observer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose()
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer) { stopped, _ in
            if let stopped { return .one(stopped) }
            return .none
        }
    }
}

// @unchecked: all mutable state lives in `SubjectCore`, behind its lock.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
