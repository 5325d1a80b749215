import WaypointTesting

/// What a `TestRoutable` does when the router asks it for a step: how (and whether) it calls
/// the step's completion handler.
///
/// Durations are in ticks of the tree's `TestScheduler`.
public enum StepBehavior: Equatable, Sendable, CustomStringConvertible {
    /// Calls the completion handler before the step method returns (a transition without animation).
    case immediately
    /// Calls the completion handler `ticks` ticks later (an animation of that length).
    case after(TestTime)
    /// Never calls the completion handler: the router's step timeout ends the step.
    case never
    /// Calls the completion handler twice, both `ticks` ticks later: the router ignores and reports the second call.
    case twice(after: TestTime)
    /// Throws `TestRoutableError(message)`: the routable refuses the step and nothing changes on screen.
    case fail(String)

    /// `immediately`, `after 10 ticks`, `never`, `twice after 10 ticks`, `fail "message"`.
    public var description: String {
        switch self {
        case .immediately: return "immediately"
        case .after(let ticks): return "after \(ticks) ticks"
        case .never: return "never"
        case .twice(let ticks): return "twice after \(ticks) ticks"
        case .fail(let message): return "fail \"\(message)\""
        }
    }
}

/// The error a `TestRoutable` throws for a step configured with `StepBehavior.fail(_:)`.
public struct TestRoutableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message given to `.fail(_:)`.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The failure's message, as the error a failing step throws describes it.
    public var description: String { message }
}
