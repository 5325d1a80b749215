/// Factory for the common disposables.
public enum Disposables {
    /// A disposable that does nothing.
    public static func create() -> Disposable { NopDisposable.instance }

    /// A disposable that runs `action` once, on the first `dispose()`.
    public static func create(with action: @escaping @Sendable () -> Void) -> Cancelable {
        AnonymousDisposable(action)
    }

    /// A disposable that disposes both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all of them.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// The disposable that does nothing.
struct NopDisposable: Disposable {
    static let instance = NopDisposable()
    func dispose() {}
}

/// Runs an action on the first `dispose()`.
final class AnonymousDisposable: Cancelable {
    private let action: Locked<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = Locked(action)
    }

    var isDisposed: Bool { action.withLock { $0 == nil } }

    func dispose() {
        let taken = action.withLock { action -> (@Sendable () -> Void)? in
            defer { action = nil }
            return action
        }
        taken?()
    }
}
