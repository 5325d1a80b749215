import WaypointRx

/// A value recorded at a virtual tick: usually an `Event`, as `Recorded.next(210, 1)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual tick at which the value was recorded.
    public let time: TestTime
    /// The value recorded.
    public let value: Value

    /// A recorded value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value@time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Sendable where Value: Sendable {}
extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// `.next(element)` at `time`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// `.completed` at `time`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// `.error(error)` at `time`.
    public static func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
}

/// Events from an array of recorded events, for assertions: `Recorded.events(.next(210, 1))`.
extension Recorded {
    /// The recorded events given, as an array.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>] where Value == Event<Element> {
        recordedEvents
    }
}
