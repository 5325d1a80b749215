/// A type that holds an `Event`; lets `dematerialize()` work on sequences of events.
public protocol EventConvertible<Element> {
    /// The element type of the event.
    associatedtype Element

    /// This value as an Rx event (`.next`, `.error` or `.completed`).
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
