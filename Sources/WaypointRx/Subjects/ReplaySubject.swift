/// A subject that replays the latest `bufferSize` elements (or all of them) to each new
/// subscriber, then sends it every later event.
///
/// After a terminal event, subscribers receive the buffer and then the terminal event. After
/// `dispose()` the buffer is released and subscribers receive `RxError.disposed`. Thread safety
/// and re-entrancy as for `PublishSubject`.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side is the subject itself.
    public typealias Observer = ReplaySubject<Element>

    /// The storage is the replay buffer.
    @usableFromInline
    let core: SubjectCore<Element, ReplayBuffer<Element>>

    private init(capacity: Int?) {
        core = SubjectCore(name: "ReplaySubject<\(Element.self)>", storage: ReplayBuffer(capacity: capacity))
        super.init()
    }

    /// A subject that replays the latest `bufferSize` elements. A negative size is a programming
    /// error: the subject then fails every subscriber with `RxError.argumentOutOfRange`.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        let subject = ReplaySubject(capacity: max(bufferSize, 0))
        if bufferSize < 0 { subject.on(.error(RxError.argumentOutOfRange)) }
        return subject
    }

    /// A subject that replays every element it ever received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(capacity: nil)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Buffers `.next` and sends the event to every observer; ignored after a terminal event or
    /// disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { event, buffer in
            if case .next(let value) = event { buffer.append(value) }
            return .one(event)
        }
    }

    /// The subject itself.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Releases every observer and the buffer; later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose(resettingStorageTo: ReplayBuffer(capacity: 0))
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer) { stopped, buffer in
            var events = buffer.elements.map { Event<Element>.next($0) }
            if let stopped { events.append(stopped) }
            return events.isEmpty ? .none : .many(events)
        }
    }
}

// @unchecked: all mutable state lives in `SubjectCore`, behind its lock.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}

/// The latest `capacity` elements (all of them when `capacity` is `nil`), in a ring so that
/// appending to a full buffer costs no copying.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline
    let capacity: Int?
    @usableFromInline
    var storage: [Element] = []
    @usableFromInline
    var head = 0

    init(capacity: Int?) {
        self.capacity = capacity
    }

    @inlinable
    mutating func append(_ element: Element) {
        guard let capacity else {
            storage.append(element)
            return
        }
        if capacity == 0 { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// The buffered elements, oldest first.
    var elements: [Element] {
        if head == 0 { return storage }
        return Array(storage[head...] + storage[..<head])
    }

}
