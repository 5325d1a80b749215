import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// A disposable, already disposed when `isDisposed` is `true`.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks it disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
