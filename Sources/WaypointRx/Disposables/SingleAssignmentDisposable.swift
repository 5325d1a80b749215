import Synchronization

/// Holds one disposable that is set once, possibly after this one was disposed: then it is
/// disposed as soon as it arrives.
public final class SingleAssignmentDisposable: Cancelable {
    private struct State {
        var disposable: Disposable?
        var assigned = false
        var disposed = false
    }

    private let state = Locked(State())

    /// An empty holder.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// Sets the held disposable. A second assignment is a programming error: the new disposable
    /// is disposed at once and the error is reported to `Hooks.defaultErrorHandler`.
    public func setDisposable(_ disposable: Disposable) {
        let (disposeNow, reassigned) = state.withLock { state -> (Bool, Bool) in
            if state.assigned { return (true, true) }
            state.assigned = true
            if state.disposed { return (true, false) }
            state.disposable = disposable
            return (false, false)
        }
        if disposeNow { disposable.dispose() }
        if reassigned { Hooks.defaultErrorHandler(RxError.reassignedDisposable) }
    }

    /// Disposes the held disposable, or the one assigned later.
    public func dispose() {
        let held = state.withLock { state -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        held?.dispose()
    }
}
