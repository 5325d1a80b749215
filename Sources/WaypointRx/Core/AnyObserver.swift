/// A type-erased observer: a function from `Event<Element>` to `Void`.
///
/// `AnyObserver` is the currency between operators: every subscription hands one upstream.
@frozen
public struct AnyObserver<Element>: ObserverType {
    /// The function that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let handler: EventHandler

    /// An observer that calls `eventHandler` for each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.handler = eventHandler
    }

    /// Wraps another observer.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.handler = observer.on
        }
    }

    /// Forwards the event to the wrapped handler.
    @inlinable
    public func on(_ event: Event<Element>) {
        handler(event)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { self }
}

// @unchecked: observers are called serially from any thread by contract; library observers guard state with locks/atomics.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}
