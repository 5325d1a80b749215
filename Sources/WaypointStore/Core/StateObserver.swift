import WaypointRx

/// One consumer of a store's states. It counts as a live resource while it exists.
// @unchecked: `active` is atomic, `slot` sits under the store's lock, closures run on the one draining thread.
final class StateObserver<State>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `active`.
    private let atomicStorage = AtomicStorage(true)

    let onNext: (State) -> Void
    let onCompleted: () -> Void
    /// The StoreSubscriber this observer feeds, if any: the store drops the observer once that
    /// subscriber is released.
    let entry: SubscriberEntry?
    /// Its index in the store's `ObserverList`, -1 when not in it; under the store's lock.
    var slot = -1
    @inline(__always)
    private var active: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(onNext: @escaping (State) -> Void, onCompleted: @escaping () -> Void, entry: SubscriberEntry?) {
        self.onNext = onNext
        self.onCompleted = onCompleted
        self.entry = entry
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `false` once its subscription was disposed.
    @inline(__always)
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Marks its subscription disposed: it receives nothing more.
    func deactivate() {
        active.store(false, ordering: .releasing)
    }
}
