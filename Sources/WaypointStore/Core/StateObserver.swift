import Synchronization
import WaypointRx

/// One observer of `Store.states`. It counts as a live resource while it exists.
// @unchecked: `active` is atomic; `slot` is only touched under the store's lock; the observer is
// only called by the store's draining thread.
final class StateObserver<State>: @unchecked Sendable {
    let observer: AnyObserver<State>
    /// The StoreSubscriber this observer feeds, if any: the store drops the observer once that
    /// subscriber is released.
    let entry: SubscriberEntry?
    /// Its index in the store's `ObserverList`, -1 when not in it; under the store's lock.
    var slot = -1
    private let active = Atomic<Bool>(true)

    init(_ observer: AnyObserver<State>, entry: SubscriberEntry?) {
        self.observer = observer
        self.entry = entry
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// `false` once its subscription was disposed.
    var isActive: Bool { active.load(ordering: .acquiring) }

    /// Marks its subscription disposed: it receives nothing more.
    func deactivate() {
        active.store(false, ordering: .releasing)
    }
}
