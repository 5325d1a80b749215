/// Disposes its underlying disposable once it was disposed itself and every disposable handed
/// out by `retain()` was disposed too.
///
/// Thread-safe. `retain()` after `dispose()` returns a disposable that does nothing.
// @unchecked: the state lives behind its lock.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var underlying: Disposable?
        var count = 0
        var primaryDisposed = false
    }

    private let state: Locked<State>

    /// Holds `disposable` until it is released by this and every retained reference.
    public init(disposable: Disposable) {
        state = Locked(State(underlying: disposable))
    }

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool { state.withLock { $0.underlying == nil } }

    /// A reference that keeps the underlying disposable alive until it is disposed (once).
    public func retain() -> Disposable {
        let retained = state.withLock { state -> Bool in
            guard state.underlying != nil, !state.primaryDisposed else { return false }
            state.count += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Releases this primary reference; the underlying disposable is disposed now if no
    /// retained reference is left.
    public func dispose() {
        let underlying = state.withLock { state -> Disposable? in
            guard !state.primaryDisposed else { return nil }
            state.primaryDisposed = true
            guard state.count == 0 else { return nil }
            defer { state.underlying = nil }
            return state.underlying
        }
        underlying?.dispose()
    }

    private func release() {
        let underlying = state.withLock { state -> Disposable? in
            state.count -= 1
            guard state.primaryDisposed, state.count == 0 else { return nil }
            defer { state.underlying = nil }
            return state.underlying
        }
        underlying?.dispose()
    }
}
