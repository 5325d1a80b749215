/// A notification an observable sends to an observer.
///
/// Every sequence obeys the grammar `next* (error | completed)?`: any number of elements,
/// then at most one terminal event, then nothing.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event {
    /// `true` for `.error` and `.completed`.
    @inlinable
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `.next` event, otherwise `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `.error` event, otherwise `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; a thrown error becomes an `.error` event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error):
            return .error(error)
        case .completed:
            return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// A readable form: `next(1)`, `error(reason)`, `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Element: Equatable {
    /// Two events are equal when they are the same case with equal elements; two errors are
    /// equal when their descriptions are (errors are not `Equatable` in general).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let l), .next(let r)): return l == r
        case (.completed, .completed): return true
        case (.error(let l), .error(let r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

/// Errors compare by their description, and by domain and code when they are `NSError`-like.
@usableFromInline
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
}
