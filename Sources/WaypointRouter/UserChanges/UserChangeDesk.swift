import WaypointRx

/// What a router keeps for user-change guards: the guards, and the attempt they are deciding
/// late (one at a time).
// @unchecked: both vars are touched only under `lock`.
final class UserChangeDesk: @unchecked Sendable {
    /// An attempt a guard answers later.
    struct Pending {
        let id: NavigationID
        let attempt: UserChangeAttempt
        let check: UserChangeCheck
    }

    private let lock = Locked(())
    private var guards: [UserChangeGuard] = []
    private var pending: Pending?

    func add(_ userChangeGuard: UserChangeGuard) {
        lock.withLock { _ in guards.append(userChangeGuard) }
    }

    /// The guards that check `attempt`, in the order they were added.
    func guards(checking attempt: UserChangeAttempt) -> [UserChangeGuard] {
        lock.withLock { _ in guards }.filter { $0.applies(attempt) }
    }

    /// The attempt being decided late, if any.
    var current: Pending? { lock.withLock { _ in pending } }

    func setPending(_ newValue: Pending) {
        lock.withLock { _ in pending = newValue }
    }

    /// Takes the pending attempt `id` out; `nil` when it is not the pending one (it ended).
    func take(_ id: NavigationID) -> Pending? {
        lock.withLock { _ in
            guard let current = pending, current.id == id else { return nil }
            pending = nil
            return current
        }
    }

    /// Ends the pending attempt without a verdict and lets go of the guards (the router is going
    /// away: a guard that holds the router, to present its question, no longer keeps it alive).
    func cancelAll() {
        let (check, released) = lock.withLock { _ -> (UserChangeCheck?, [UserChangeGuard]) in
            defer {
                pending = nil
                guards = []
            }
            return (pending?.check, guards)
        }
        check?.cancel()
        // Released outside the lock: a guard's captures may run code as they go.
        _ = released
    }
}
