/// Holds one replaceable disposable: setting a new one disposes the previous one; after
/// `dispose()`, any disposable set is disposed at once.
public final class SerialDisposable: Cancelable {
    private struct State {
        var current: Disposable?
        var disposed = false
    }

    private let state = Locked(State())

    /// An empty holder.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { state.withLock { $0.disposed } }

    /// The held disposable; setting it disposes the previous one.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let (previous, disposeNew) = state.withLock { state -> (Disposable?, Bool) in
                if state.disposed { return (nil, true) }
                defer { state.current = newValue }
                return (state.current, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    /// Disposes the held disposable and every one set later.
    public func dispose() {
        let held = state.withLock { state -> Disposable? in
            if state.disposed { return nil }
            state.disposed = true
            defer { state.current = nil }
            return state.current
        }
        held?.dispose()
    }
}
