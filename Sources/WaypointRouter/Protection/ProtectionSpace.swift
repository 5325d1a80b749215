/// Protects navigations (CoreNavigation's `ProtectionSpace`): return `true` from
/// `shouldProtect` to hold the navigation — typically while the app shows a login screen — then
/// call `unprotect()` to let it go on to its original target, or `failure(error)` to cancel it.
/// Return `false` to let it pass at once.
///
/// Protection runs as a guard (`request.protect(with:)` or `router.add(guard:)`); a held
/// navigation is not timed out and not superseded by newer navigations — nor, once unprotected,
/// while the guards after the protection check it.
public protocol ProtectionSpace: Sendable {
    /// Decides whether to hold the navigation; when it does, call exactly one of `unprotect`
    /// and `failure` later.
    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool
}
