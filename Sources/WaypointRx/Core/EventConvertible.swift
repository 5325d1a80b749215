/// A type that holds an `Event`; lets `dematerialize()` work on sequences of events.
public protocol EventConvertible<Element> {
    /// The element type of the event.
    associatedtype Element

    /// The event.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
