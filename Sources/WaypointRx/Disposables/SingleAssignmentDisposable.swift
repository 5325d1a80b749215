/// Holds one disposable that is set once, possibly after this one was disposed: then it is
/// disposed as soon as it arrives.
///
/// Lock-free: one atomic word orders the hand-over of the held disposable between
/// `setDisposable` and `dispose`, so a holder costs one allocation.
// @unchecked: the held disposable is handed over through one atomic word.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `state`.
    private let atomicStorage = AtomicStorage(0)

    /// bit 0: assigned; bit 1: disposed; bit 2: `held` is written.
    private var state: AtomicWord<Int> { AtomicWord(in: self, word: 0) }
    @exclusivity(unchecked) private var held: Disposable?

    /// An empty holder.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { state.load(ordering: .acquiring) & 2 != 0 }

    /// Sets the held disposable. A second assignment is a programming error: the new disposable
    /// is disposed at once and the error is reported to `Hooks.defaultErrorHandler`.
    public func setDisposable(_ disposable: Disposable) {
        let (previous, _) = state.bitwiseOr(1, ordering: .acquiringAndReleasing)
        if previous & 1 != 0 {
            disposable.dispose()
            Hooks.reportUnhandled(RxError.reassignedDisposable)
            return
        }
        if previous & 2 != 0 {
            disposable.dispose()
            return
        }
        held = disposable
        let (current, _) = state.bitwiseOr(4, ordering: .acquiringAndReleasing)
        if current & 2 != 0, let disposable = held.take() { disposable.dispose() }
    }

    /// Disposes the held disposable, or the one assigned later.
    public func dispose() {
        let (previous, _) = state.bitwiseOr(2, ordering: .acquiringAndReleasing)
        if previous & 2 != 0 { return }
        if previous & 4 != 0, let disposable = held.take() { disposable.dispose() }
    }
}
