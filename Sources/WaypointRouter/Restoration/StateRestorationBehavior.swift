/// What to do with one restorable entry of saved state (CoreNavigation's
/// `StateRestorationBehavior`); `Router.restoreState(from:behavior:)` asks for each.
public enum StateRestorationBehavior: Sendable {
    /// Restore the entry: its route and data.
    case allow
    /// Don't restore the entry: the restored route ends just below the entry's screen, so
    /// neither that screen nor anything above it (nor their data) comes back, and deeper entries
    /// are not asked about.
    case reject
    /// Restore the entry once `protectionSpace` lets it pass (a login): the restoring navigation
    /// is held until `unprotect()`; `onUnprotect` is called then (or at once when the space
    /// doesn't protect). When the space fails, `onFailure` is called and the whole restoration
    /// is cancelled with that error: the state stays as it was.
    case protect(protectionSpace: ProtectionSpace, onUnprotect: @Sendable () -> Void = {}, onFailure: @Sendable (Swift.Error) -> Void = { _ in })
}
