import WaypointRx

/// A store's record of one `StoreSubscriber`: the subscriber, held weakly, and its subscription.
@usableFromInline
// @unchecked: `subscriber` is a weak reference set once at init (weak loads are thread-safe); `subscription` is thread-safe.
final class SubscriberEntry: Disposable, @unchecked Sendable {
    weak let subscriber: AnyStoreSubscriber?
    /// The identity of the subscriber, the key of the store's subscriber table.
    let key: ObjectIdentifier
    /// The subscription delivering to the subscriber, set once it exists.
    @usableFromInline
    let subscription = SingleAssignmentDisposable()

    init(_ subscriber: AnyStoreSubscriber) {
        self.subscriber = subscriber
        key = ObjectIdentifier(subscriber)
    }

    /// `false` once the subscriber was released.
    var isAlive: Bool { subscriber != nil }

    /// Ends the subscription.
    @usableFromInline
    func dispose() {
        subscription.dispose()
    }
}
