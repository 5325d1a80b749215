/// Protects navigations (CoreNavigation's `ProtectionSpace`): return `true` from
/// `shouldProtect` to hold the navigation — typically while the app shows a login screen — then
/// call `unprotect()` to let it go on to its original target, or `failure(error)` to cancel it.
/// Return `false` to let it pass at once.
///
/// Implement one of the two `shouldProtect` methods: `shouldProtect(_:unprotect:failure:)` is
/// told which navigation it protects (its `from`, `to`, trigger and data); CoreNavigation's
/// `shouldProtect(unprotect:failure:)` is not. The router calls the first, which by default
/// calls the second.
///
/// Protection runs as a guard (`request.protect(with:)`, `router.protect(with:when:)` or
/// `router.add(guard:)`); a held navigation is not timed out and not superseded by newer
/// navigations — nor, once unprotected, while the guards after the protection check it. A
/// navigation the space starts while it decides or holds one (presenting its login) is never
/// checked or held by the same space, and does not supersede the navigation it holds (see
/// `NavigationGuardContext.startingNavigations(_:)`).
public protocol ProtectionSpace: Sendable {
    /// Decides whether to hold the navigation `context` describes; when it does, call exactly
    /// one of `unprotect` and `failure` later. By default, `shouldProtect(unprotect:failure:)`.
    func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                       failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool

    /// Decides whether to hold the navigation, without being told which one; when it does, call
    /// exactly one of `unprotect` and `failure` later. A space that implements only
    /// `shouldProtect(_:unprotect:failure:)` fails the navigation here (it needs the context).
    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool
}

extension ProtectionSpace {
    /// Calls `shouldProtect(unprotect:failure:)`: a space written for CoreNavigation's shape
    /// protects every navigation it is asked about the same way.
    public func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                              failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        shouldProtect(unprotect: unprotect, failure: failure)
    }

    /// Fails the navigation with `RoutingError.guardRejected`: the space implements only
    /// `shouldProtect(_:unprotect:failure:)`, which needs the navigation's context (or neither).
    public func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        let name = String(describing: type(of: self))
        failure(RoutingError.guardRejected(
            guardName: name,
            reason: "\(name) was asked without the navigation's context: it must implement shouldProtect(_:unprotect:failure:) or shouldProtect(unprotect:failure:)"))
        return true
    }
}
