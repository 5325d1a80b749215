import Synchronization

/// Holds the current timer of an operator that restarts its timer (debounce, buffer, timeout).
///
/// Each timer carries a generation number; a timer that arrives after a newer one (scheduling
/// raced with a timer that fired on another thread) is disposed instead of replacing the newer.
/// After `dispose()`, every timer set is disposed at once.
final class TimerSlot: Disposable {
    private struct State {
        var generation = Int.min
        var current: Disposable?
        var disposed = false
    }

    private let state = Mutex(State())

    init() {}

    /// Sets the timer of `generation`, disposing the one it replaces.
    func set(_ timer: Disposable, generation: Int) {
        let stale = state.withLock { state -> Disposable? in
            if state.disposed || generation < state.generation { return timer }
            defer {
                state.generation = generation
                state.current = timer
            }
            return state.current
        }
        stale?.dispose()
    }

    /// `true` once disposed.
    var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Disposes the current timer and every one set later.
    func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
