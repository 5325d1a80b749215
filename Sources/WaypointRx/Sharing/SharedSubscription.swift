/// A counted subscriber of a `SharedConnection`: its registration with the subscribers' list and
/// its place in the connection's count, both given up once on disposal. Counts as one live
/// resource.
// @unchecked: `disposed` is atomic; the rest is immutable and thread-safe.
final class SharedSubscription<Element>: Cancelable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `disposed`.
    private let atomicStorage = AtomicStorage(false)

    private let connection: SharedConnection<Element>
    private let registration: Disposable
    private var disposed: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    init(connection: SharedConnection<Element>, registration: Disposable) {
        self.connection = connection
        self.registration = registration
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        registration.dispose()
        connection.release()
    }
}
