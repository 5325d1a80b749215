/// A subject that holds a current value: each subscriber receives the current value first, then
/// every later one.
///
/// After a terminal event, subscribers receive only that event, and `value()` returns the last
/// value (or throws the error). After `dispose()`, `value()` throws `RxError.disposed` and
/// subscribers receive it as an error. A new subscriber never misses or duplicates a value, even
/// when `onNext` races its subscription. Thread safety and re-entrancy as for `PublishSubject`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side is the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    /// The storage is the current value.
    @usableFromInline
    let core: SubjectCore<Element, Element>

    /// A subject whose current value is `value`.
    public init(value: Element) {
        core = SubjectCore(name: "BehaviorSubject<\(Element.self)>", storage: value)
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// The current value. Throws the subject's error if it failed, `RxError.disposed` if it was
    /// disposed.
    public func value() throws -> Element {
        try core.withState { state -> Result<Element, Swift.Error> in
            if state.disposed { return .failure(RxError.disposed(object: "BehaviorSubject<\(Element.self)>")) }
            if let error = state.stopped?.error { return .failure(error) }
            return .success(state.storage)
        }.get()
    }

    /// The current value whatever the subject's state (for `BehaviorRelay`, which never stops).
    var latestValue: Element {
        core.withState { $0.storage }
    }

    /// Makes `.next` the current value and sends it to every observer; ignored after a terminal
    /// event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { event, current in
            if case .next(let value) = event { current = value }
            return .one(event)
        }
    }

    /// The subject itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Releases every observer; `value()` and later subscribers get `RxError.disposed`.
    public func dispose() {
        core.dispose()
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer) { stopped, current in
            if let stopped { return .one(stopped) }
            return .one(.next(current))
        }
    }
}

// @unchecked: all mutable state lives in `SubjectCore`, behind its lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
