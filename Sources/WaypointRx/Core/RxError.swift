/// Errors raised by WaypointRx itself.
public enum RxError: Swift.Error, CustomStringConvertible, Sendable {
    /// A sequence that had to produce an element completed without one.
    case noElements
    /// A sequence that had to produce a single element produced more.
    case moreThanOneElement
    /// An argument was outside its valid range (a negative count, an index past the end).
    case argumentOutOfRange
    /// An object was used after it was disposed.
    case disposed(object: String)
    /// A sequence did not produce an element in time.
    case timeout
    /// An overflow in an internal counter.
    case overflow
    /// A `SingleAssignmentDisposable` was assigned twice.
    case reassignedDisposable
    /// An unknown error.
    case unknown

    /// A readable description of the error.
    public var description: String {
        switch self {
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .argumentOutOfRange: return "Argument out of range."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .timeout: return "Sequence timeout."
        case .overflow: return "Arithmetic overflow."
        case .reassignedDisposable: return "SingleAssignmentDisposable was assigned more than once."
        case .unknown: return "Unknown error occurred."
        }
    }
}
