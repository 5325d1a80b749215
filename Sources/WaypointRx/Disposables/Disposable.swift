/// A resource that can be released: a subscription, a scheduled action, a timer.
///
/// `dispose()` is idempotent and safe to call from any thread.
public protocol Disposable: Sendable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// `true` once `dispose()` was called.
    var isDisposed: Bool { get }
}
