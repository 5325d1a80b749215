/// A subject that sends only its last element, and only when it completes: observers receive
/// that element followed by `.completed` (or just `.completed` if there was none), or the error.
///
/// Subscribers that arrive after the subject stopped receive the same ending. After `dispose()`
/// subscribers receive `RxError.disposed`. Thread safety as for `PublishSubject`.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side is the subject itself.
    public typealias Observer = AsyncSubject<Element>

    /// The storage is the last element.
    @usableFromInline
    let core = SubjectCore<Element, Element?>(name: "AsyncSubject<\(Element.self)>", storage: nil)

    /// A subject with no observers and no element yet.
    public override init() {
        super.init()
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Remembers `.next`; on a terminal event sends the ending to every observer. Ignored after
    /// a terminal event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { event, lastElement in
            if case .next(let value) = event {
                lastElement = value
                return .none
            }
            return Self.ending(event, lastElement: lastElement)
        }
    }

    /// The subject itself.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Releases every observer and the last element; later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose(resettingStorageTo: .some(nil))
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer) { stopped, lastElement in
            guard let stopped else { return .none }
            return Self.ending(stopped, lastElement: lastElement)
        }
    }

    /// What observers receive when the subject stops with `terminal` (called under the lock).
    @usableFromInline
    static func ending(_ terminal: Event<Element>, lastElement: Element?) -> SubjectDelivery<Element> {
        if terminal.isCompleted, let lastElement { return .two(.next(lastElement), .completed) }
        return .one(terminal)
    }
}

// @unchecked: all mutable state lives in `SubjectCore`, behind its lock.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
