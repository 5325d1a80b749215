/// A user-change guard's answer: let the user's change happen, or not.
public enum UserChangeDecision: Equatable, Hashable, Sendable {
    /// The change may happen.
    case allow
    /// The change does not happen; the screen stays as it is.
    case refuse
}

/// How the user-change guards decided on an attempt, as `NavigationEvent.Kind.userChangeDecided`
/// reports it.
public enum UserChangeVerdict: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Every guard allowed it.
    case allowed
    /// The guard named `by` refused it.
    case refused(by: String)
    /// The guard named `guardName` did not answer within its timeout: refused.
    case timedOut(guardName: String)
    /// The guard named `guardName` failed (its single ended with an error): refused.
    case failed(guardName: String, reason: String)
    /// The screen no longer showed the attempt's `from` route when the answer came (another
    /// navigation moved it meanwhile): the change is not made.
    case screenChanged
    /// Another attempt was still being decided: refused at once.
    case busy

    /// `true` for `.allowed`.
    public var isAllowed: Bool { self == .allowed }

    /// `allowed`, `refused by Unsaved`, `refused: Unsaved did not answer in time`, ….
    public var description: String {
        switch self {
        case .allowed: return "allowed"
        case .refused(let name): return "refused by \(name)"
        case .timedOut(let name): return "refused: \(name) did not answer in time"
        case .failed(let name, let reason): return "refused: \(name) failed: \(reason)"
        case .screenChanged: return "refused: the screen changed while the guards decided"
        case .busy: return "refused: another change is being decided"
        }
    }
}
