import Waypoint

/// A one-shot signal a task can await.
final class AsyncSignal: Sendable {
    private let state = Locked<(fired: Bool, waiter: CheckedContinuation<Void, Never>?, onFire: [@Sendable () -> Void])>((false, nil, []))

    /// Fires the signal: the waiter (now or later) goes on.
    func fire() {
        let (waiter, actions) = state.withLock { state -> (CheckedContinuation<Void, Never>?, [@Sendable () -> Void]) in
            if state.fired { return (nil, []) }
            state.fired = true
            defer {
                state.waiter = nil
                state.onFire = []
            }
            return (state.waiter, state.onFire)
        }
        for action in actions { action() }
        waiter?.resume()
    }

    /// Runs `action` when the signal fires (at once if it did).
    func onFire(_ action: @escaping @Sendable () -> Void) {
        let fired = state.withLock { state -> Bool in
            if !state.fired { state.onFire.append(action) }
            return state.fired
        }
        if fired { action() }
    }

    /// Waits until the signal fired.
    func wait() async {
        await withCheckedContinuation { continuation in
            let fired = state.withLock { state -> Bool in
                if !state.fired { state.waiter = continuation }
                return state.fired
            }
            if fired { continuation.resume() }
        }
    }
}
