import WaypointRx

/// Errors raised by interceptor chains themselves. Each names the interceptor concerned and its
/// 1-based position, as in "2 of 3".
public enum InterceptorError: Swift.Error, Equatable, Sendable, CustomStringConvertible {
    /// `proceed()` found no input: neither `input` nor `proceed(object:)` gave one. `interceptor`
    /// is `nil` for the chain you built, which no interceptor holds.
    case missingInput(interceptor: String?, position: Int, count: Int)
    /// A proceed-exactly-once interceptor called `proceed` a second time in one run.
    case proceededMoreThanOnce(interceptor: String, position: Int, count: Int)
    /// A proceed-exactly-once interceptor emitted or completed without calling `proceed`.
    case didNotProceed(interceptor: String, position: Int, count: Int)
    /// An interceptor used more of its own time than its `timeout(_:scheduler:)` allows.
    case interceptorTimedOut(interceptor: String, position: Int, count: Int, dueTime: RxTimeInterval)
    /// A run of the whole chain did not finish within the chain's `timeout(_:scheduler:)`.
    case chainTimedOut(dueTime: RxTimeInterval)
    /// An interceptor called `add(interceptor:)` or `timeout(_:scheduler:)` on the chain it
    /// received; a running chain cannot change, so its `proceed` fails with this error.
    case modifiedWhileRunning(interceptor: String, position: Int, count: Int)

    /// `true` for the two timeouts.
    public var isTimeout: Bool {
        switch self {
        case .interceptorTimedOut, .chainTimedOut: return true
        default: return false
        }
    }

    /// A readable description naming the interceptor.
    public var description: String {
        switch self {
        case let .missingInput(interceptor?, position, count):
            return "Interceptor `\(interceptor)` (\(position) of \(count)) called proceed() without an input: set `chain.input` or use proceed(object:)."
        case .missingInput(nil, _, _):
            return "proceed() called on a chain without an input: pass one to init(input:), set `input`, or use proceed(object:)."
        case let .proceededMoreThanOnce(interceptor, position, count):
            return "Interceptor `\(interceptor)` (\(position) of \(count)) must proceed exactly once but called proceed() again."
        case let .didNotProceed(interceptor, position, count):
            return "Interceptor `\(interceptor)` (\(position) of \(count)) must proceed exactly once but emitted or completed without calling proceed()."
        case let .interceptorTimedOut(interceptor, position, count, dueTime):
            return "Interceptor `\(interceptor)` (\(position) of \(count)) timed out after \(dueTime.seconds) s of its own time."
        case let .chainTimedOut(dueTime):
            return "Interceptor chain timed out after \(dueTime.seconds) s."
        case let .modifiedWhileRunning(interceptor, position, count):
            return "Interceptor `\(interceptor)` (\(position) of \(count)) tried to change the running chain it received."
        }
    }
}
