/// The phases of a `ScheduledItem`, as its atomic word holds them.
private enum Phase {
    static let pending = 0
    static let running = 1
    static let ran = 2
    static let disposed = 3
}

/// One action waiting on a real-time scheduler. It counts as a live resource until it runs or is
/// disposed. Disposing it before it runs cancels it (and releases what the action captured at
/// once); disposing it afterwards disposes what the action returned.
///
/// `invoke` on a queue thread and `dispose` on another meet in one atomic phase word (C11
/// atomics, which ThreadSanitizer understands) instead of a lock object: whichever thread moves
/// the item out of a phase owns what that phase hands over. The item is not generic: a generic
/// one would look up its metadata (and its optional state's) on every use in the unspecialized
/// code schedulers run, which costs more than the closure that carries the state.
// @unchecked: `action` and `result` are handed over through the atomic phase: only the thread that moved it out of `pending` (or out of `ran`) touches them.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `phase`.
    private let atomicStorage = AtomicStorage(Phase.pending)

    /// The action, until the item runs or is disposed.
    @exclusivity(unchecked) private var action: (@Sendable () -> Disposable)?
    /// What the action returned, from the `running` → `ran` move until a dispose takes it.
    @exclusivity(unchecked) private var result: Disposable?

    private var phase: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    init(_ action: @escaping @Sendable () -> Disposable) {
        self.action = action
        Resources.incrementTotal()
    }

    /// `true` once disposed.
    var isDisposed: Bool { phase.load(ordering: .acquiring) == Phase.disposed }

    /// Runs the action unless the item was disposed or already ran.
    func invoke() {
        guard phase.compareExchange(expected: Phase.pending, desired: Phase.running, ordering: .acquiringAndReleasing).exchanged,
              let action = action.take() else { return }
        Resources.decrementTotal()
        let result = action()
        self.result = result
        if !phase.compareExchange(expected: Phase.running, desired: Phase.ran, ordering: .acquiringAndReleasing).exchanged {
            // Disposed while running: the dispose left the result to this thread.
            self.result = nil
            result.dispose()
        }
    }

    /// Cancels the action if it has not run, or disposes what it returned.
    func dispose() {
        switch phase.exchange(Phase.disposed, ordering: .acquiringAndReleasing) {
        case Phase.pending:
            action = nil
            Resources.decrementTotal()
        case Phase.ran:
            result.take()?.dispose()
        default:
            // Running: `invoke` disposes the result when the action returns. Disposed: nothing.
            break
        }
    }
}
