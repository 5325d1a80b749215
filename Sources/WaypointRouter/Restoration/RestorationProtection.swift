import WaypointRx

/// The protection space of a `.protect` restoration behaviour: asks the app's space, and tells
/// the app once when the entry is let through (`onUnprotect`) or refused (`onFailure`) — while
/// the restoration still waits on it: not after its handle was cancelled or its router disposed.
struct RestorationProtection: ProtectionSpace {
    let space: ProtectionSpace
    let onUnprotect: @Sendable () -> Void
    let onFailure: @Sendable (Swift.Error) -> Void

    func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                       failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
        let answered = Answered()
        let onUnprotect = onUnprotect
        let onFailure = onFailure
        let protects = space.shouldProtect(
            context,
            unprotect: {
                guard answered.claim() else { return }
                if context.guardIsDeciding { onUnprotect() }
                unprotect()
            },
            failure: { error in
                guard answered.claim() else { return }
                if context.guardIsDeciding { onFailure(error) }
                failure(error)
            }
        )
        if !protects && answered.claim() { onUnprotect() }
        return protects
    }
}

/// Whether the space answered already.
private final class Answered: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `flag`.
    private let atomicStorage = AtomicStorage(false)

    private var flag: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    /// `true` the first time only.
    func claim() -> Bool { !flag.exchange(true, ordering: .acquiringAndReleasing) }
}
