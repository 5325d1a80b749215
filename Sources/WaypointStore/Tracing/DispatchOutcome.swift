/// What became of one dispatched action, for a caller that must know (a navigation request whose
/// action a middleware may swallow): it reached the reducer, or the pipeline ended without
/// passing it on, or failed it. Reported once, on the thread where the pipeline decided.
package enum DispatchOutcome: Sendable {
    /// The pipeline passed the action (or one the dispatcher counts as it) on to the reducer.
    case reduced
    /// The pipeline ended without passing that action on (nothing, or only other actions).
    /// `interceptor` names the last interceptor that received the action (`middleware #2`), on
    /// whichever thread and however late it ran; `nil` if none did.
    case dropped(interceptor: String?)
    /// The pipeline failed with `error` before passing anything on; `interceptor` as for `dropped`.
    case failed(interceptor: String?, error: Swift.Error)
}
