import Synchronization

/// A minimal internal subject for operators that hand out inner observables (`window`'s windows,
/// `retry(when:)`'s errors): every event goes to the observers subscribed at that moment, in
/// subscription order; after a terminal event, late subscribers receive only that event.
///
/// Callers send events serially (operators send from their delivery loop). Each registered
/// observer counts as one live resource until its subscription is disposed.
// @unchecked: `observers`, `nextID` and `terminal` are only touched under `lock`; observers are
// called outside it.
final class MulticastRelay<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    private let lock = Mutex(())
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextID = 0
    private var terminal: Event<Element>?

    override init() {}

    func on(_ event: Event<Element>) {
        let current = lock.withLock { _ -> [AnyObserver<Element>] in
            if terminal != nil { return [] }
            let current = observers.map(\.observer)
            if event.isStopEvent {
                terminal = event
                observers = []
            }
            return current
        }
        for observer in current { observer.on(event) }
    }

    override func run(_ observer: AnyObserver<Element>) -> Disposable {
        let registration = lock.withLock { _ -> (id: Int, terminal: Event<Element>?) in
            if let terminal { return (0, terminal) }
            nextID += 1
            observers.append((nextID, observer))
            return (nextID, nil)
        }
        if let terminal = registration.terminal {
            observer.on(terminal)
            return Disposables.create()
        }
        Resources.incrementTotal()
        let id = registration.id
        return Disposables.create { [weak self] in
            Resources.decrementTotal()
            guard let self else { return }
            self.lock.withLock { _ in self.observers.removeAll { $0.id == id } }
        }
    }
}
