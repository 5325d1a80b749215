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

    private let core = SubjectCore<Element>(name: "BehaviorSubject<\(Element.self)>")
    // Guarded by `core`'s lock.
    private var element: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// The current value. Throws the subject's error if it failed, `RxError.disposed` if it was
    /// disposed.
    public func value() throws -> Element {
        try core.withLock { stopped, disposed -> Result<Element, Swift.Error> in
            if disposed { return .failure(RxError.disposed(object: "BehaviorSubject<\(Element.self)>")) }
            if let error = stopped?.error { return .failure(error) }
            return .success(element)
        }.get()
    }

    /// The current value whatever the subject's state (for `BehaviorRelay`, which never stops).
    var latestValue: Element {
        core.withLock { _, _ in element }
    }

    /// Makes `.next` the current value and sends it to every observer; ignored after a terminal
    /// event or disposal.
    public func on(_ event: Event<Element>) {
        core.send(event) { event in
            if case .next(let value) = event { element = value }
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
        core.subscribe(observer) { stopped in
            if let stopped { return .one(stopped) }
            return .one(.next(element))
        }
    }
}

// @unchecked: `element` and the core's state are only touched under the core's lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
