import WaypointRx

/// The navigations a stateful `ProtectionSpace` holds, ready to be let go or cancelled together:
/// the state a login protection needs, with its lock inside, so the space itself can stay a
/// `final class` with `let` properties (and so `Sendable`) without a lock of its own.
///
/// ```swift
/// final class LoginProtection: ProtectionSpace {
///     let held = HeldNavigations()
///     let session: Session   // a Sendable source of truth, e.g. an actor-free locked value
///
///     func shouldProtect(unprotect: @escaping @Sendable () -> Void,
///                        failure: @escaping @Sendable (Error) -> Void) -> Bool {
///         if session.isSignedIn { return false }
///         held.hold(unprotect: unprotect, failure: failure)
///         return true
///     }
/// }
/// // Signed in: protection.held.unprotectAll(); login closed: protection.held.failAll(LoginCancelled())
/// ```
///
/// Thread-safe: call it from any thread. The callbacks run on the calling thread, outside the
/// lock, in the order the navigations were held.
public final class HeldNavigations: Sendable {
    private struct Held {
        let unprotect: @Sendable () -> Void
        let failure: @Sendable (Swift.Error) -> Void
    }

    private let held = Locked<[Held]>([])

    /// An empty list.
    public init() {}

    /// How many navigations are held now.
    public var count: Int { held.withLock { $0.count } }

    /// Holds a navigation: keeps the two callbacks `shouldProtect` received.
    public func hold(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) {
        held.withLock { $0.append(Held(unprotect: unprotect, failure: failure)) }
    }

    /// Lets every held navigation go on to its original target, and forgets them.
    public func unprotectAll() {
        for navigation in takeAll() { navigation.unprotect() }
    }

    /// Cancels every held navigation with `error`, and forgets them.
    public func failAll(_ error: Swift.Error) {
        for navigation in takeAll() { navigation.failure(error) }
    }

    private func takeAll() -> [Held] {
        held.withLock { held in
            defer { held = [] }
            return held
        }
    }
}
