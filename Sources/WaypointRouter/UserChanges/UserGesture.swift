import WaypointRx

/// A gesture the user is making on screen (an edge swipe, a sheet being dragged down), from
/// `Router.beginUserGesture()`: while it lasts the router starts no step of its own — a navigation
/// that reaches the store meanwhile waits, and runs from what the screen shows once the gesture
    /// ended (the user's change, if they finished it, reported first). `end()` it when the gesture
/// finished or was cancelled; ending it again does nothing, and releasing it ends it. One not
/// ended within the router's `gestureTimeout` ends on its own (see `Router.beginUserGesture()`).
public final class UserGesture: Sendable {
    // The atomic word comes first (see `AtomicStorage`): `ended`.
    private let atomicStorage = AtomicStorage(false)
    private let onEnd: @Sendable () -> Void

    private var ended: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(onEnd: @escaping @Sendable () -> Void) {
        self.onEnd = onEnd
    }

    deinit {
        end()
    }

    /// Ends the gesture: the router goes on with what waited for it.
    public func end() {
        if !ended.exchange(true, ordering: .acquiringAndReleasing) { onEnd() }
    }

    /// Ends the gesture when its time is up and it still lasts: `report` runs first, once.
    func timeOut(_ report: () -> Void) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        report()
        onEnd()
    }

    /// `true` once ended (by `end()`, by its release, or on its timeout).
    public var isEnded: Bool { ended.load(ordering: .acquiring) }
}
