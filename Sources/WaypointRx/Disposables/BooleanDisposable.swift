/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable {
    // The only stored property (see `AtomicStorage`): `disposed`.
    private let atomicStorage: AtomicStorage

    private var disposed: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    /// A disposable, already disposed when `isDisposed` is `true`.
    public init(isDisposed: Bool = false) {
        atomicStorage = AtomicStorage(isDisposed)
    }

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks it disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
