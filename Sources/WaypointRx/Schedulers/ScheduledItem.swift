import Foundation

/// One action waiting on a real-time scheduler. It counts as a live resource until it runs or is
/// disposed. Disposing it before it runs cancels it (and releases what the action captured at
/// once); disposing it afterwards disposes what the action returned.
///
/// Its lock is an `NSLock` (a pthread mutex, which ThreadSanitizer understands) because `invoke`
/// on a queue thread and `dispose` on another contend for it.
// @unchecked: `state` is only touched while `lock` is held.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    private enum State {
        case pending(@Sendable () -> Disposable)
        case running
        case ran(Disposable)
        case disposed
    }

    private let lock = NSLock()
    private var state: State

    init(_ action: @escaping @Sendable () -> Disposable) {
        state = .pending(action)
        Resources.incrementTotal()
    }

    /// `true` once disposed.
    var isDisposed: Bool {
        lock.withLock {
            if case .disposed = state { return true }
            return false
        }
    }

    /// Runs the action unless the item was disposed or already ran.
    func invoke() {
        let action = lock.withLock { () -> (@Sendable () -> Disposable)? in
            guard case .pending(let action) = state else { return nil }
            state = .running
            return action
        }
        guard let action else { return }
        Resources.decrementTotal()
        let result = action()
        let disposeResult = lock.withLock { () -> Bool in
            if case .disposed = state { return true }
            state = .ran(result)
            return false
        }
        if disposeResult { result.dispose() }
    }

    /// Cancels the action if it has not run, or disposes what it returned.
    func dispose() {
        let (wasPending, result) = lock.withLock { () -> (Bool, Disposable?) in
            defer { state = .disposed }
            switch state {
            case .pending: return (true, nil)
            case .ran(let result): return (false, result)
            case .running, .disposed: return (false, nil)
            }
        }
        if wasPending { Resources.decrementTotal() }
        result?.dispose()
    }
}
