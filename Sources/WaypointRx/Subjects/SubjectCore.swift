import Synchronization

/// What a subject hands to its observers in one step: nothing, one event, two events (an
/// `AsyncSubject`'s last element and its completion) or a replayed buffer.
enum SubjectDelivery<Element> {
    case none
    case one(Event<Element>)
    case two(Event<Element>, Event<Element>)
    case many([Event<Element>])
}

/// One observer registered with a subject; it is also the subscription handed back to the
/// subscriber. It counts as a live resource while it is in the subject's observer list.
// @unchecked: `unsubscribed` is atomic, the rest is immutable; the observer is only called by the
// subject's single delivering thread.
final class SubjectRegistration<Element>: Disposable, @unchecked Sendable {
    let observer: AnyObserver<Element>
    let unsubscribed = Atomic<Bool>(false)
    private weak var core: SubjectCore<Element>?

    init(_ observer: AnyObserver<Element>, core: SubjectCore<Element>) {
        self.observer = observer
        self.core = core
    }

    /// `true` once the subscriber (or the subject's disposal) ended this subscription.
    var isUnsubscribed: Bool { unsubscribed.load(ordering: .acquiring) }

    /// Ends the subscription: nothing more is delivered to the observer.
    func dispose() {
        let (wasUnsubscribed, _) = unsubscribed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if !wasUnsubscribed { return }
        core?.remove(self)
    }
}

/// The state machine every subject shares: the observer list (in subscription order), the
/// terminal event, disposal, and serialized delivery.
///
/// Delivery never happens under the lock. One thread at a time delivers (the "drainer"): an event
/// sent while another thread delivers — or re-entrantly, from inside an observer — is queued with a
/// snapshot of the observers at the time it was accepted, and the drainer delivers it after the
/// current one. So each observer receives events one at a time, in the order the subject accepted
/// them, and a new subscriber's initial events (a `BehaviorSubject`'s value, a `ReplaySubject`'s
/// buffer) come before anything accepted after it subscribed.
///
/// Subjects keep their own state (value, buffer) in vars that they touch only inside the closures
/// they pass to `send` and `subscribe`, which run under this core's lock.
// @unchecked: every var is touched only under `lock`.
final class SubjectCore<Element>: @unchecked Sendable {
    typealias Registration = SubjectRegistration<Element>

    private enum Targets {
        case all(ContiguousArray<Registration>)
        case one(Registration)
    }

    private enum SubscribeAction {
        case registered
        case deliverFirst(SubjectDelivery<Element>)
        case deliverToLateObserver(SubjectDelivery<Element>)
    }

    let lock = Mutex(())
    private var observers: ContiguousArray<Registration> = []
    private var queue: [(SubjectDelivery<Element>, Targets)] = []
    private var draining = false
    private var stopped: Event<Element>?
    private var disposed = false
    private let name: String

    init(name: String) {
        self.name = name
    }

    deinit {
        for _ in observers { Resources.decrementTotal() }
    }

    /// `true` while at least one observer is subscribed.
    var hasObservers: Bool { lock.withLock { _ in !observers.isEmpty } }

    /// `true` once `dispose()` was called.
    var isDisposed: Bool { lock.withLock { _ in disposed } }

    /// The terminal event, if the subject stopped (`nil` after disposal).
    var stoppedEvent: Event<Element>? { lock.withLock { _ in stopped } }

    /// Runs `body` under the lock, for subjects reading their own state.
    func withLock<Result>(_ body: (_ stopped: Event<Element>?, _ disposed: Bool) -> Result) -> Result {
        lock.withLock { _ in body(stopped, disposed) }
    }

    /// Accepts `event` unless the subject stopped or was disposed: `accept` (run under the lock)
    /// updates the subject's state and says what the current observers receive. A terminal event
    /// stops the subject and releases its observers after they received it.
    func send(_ event: Event<Element>, accept: (Event<Element>) -> SubjectDelivery<Element>) {
        // Filled in under the lock (a captured var: values computed under the lock are not
        // `sending`, so they cannot be the closure's result).
        var first: (SubjectDelivery<Element>, ContiguousArray<Registration>)?
        lock.withLock { _ in
            if disposed || stopped != nil { return }
            let delivery = accept(event)
            let targets: ContiguousArray<Registration>
            if event.isStopEvent {
                stopped = event
                targets = observers
                observers = []
                for _ in targets { Resources.decrementTotal() }
            } else {
                targets = observers
            }
            if case .none = delivery { return }
            if targets.isEmpty { return }
            if draining {
                queue.append((delivery, .all(targets)))
                return
            }
            draining = true
            first = (delivery, targets)
        }
        guard let (delivery, targets) = first else { return }
        deliver(delivery, to: targets)
        drain()
    }

    /// Subscribes `observer`. `initial` (run under the lock, given the terminal event if the
    /// subject stopped) says what the observer receives first. A stopped subject does not register
    /// the observer: it only delivers `initial`; a disposed one sends `RxError.disposed`.
    func subscribe(_ observer: AnyObserver<Element>, initial: (_ stopped: Event<Element>?) -> SubjectDelivery<Element>) -> Disposable {
        let registration = Registration(observer, core: self)
        let action = lock.withLock { _ -> SubscribeAction in
            if disposed { return .deliverToLateObserver(.one(.error(RxError.disposed(object: name)))) }
            let delivery = initial(stopped)
            if stopped != nil { return .deliverToLateObserver(delivery) }
            observers.append(registration)
            Resources.incrementTotal()
            if case .none = delivery { return .registered }
            if draining {
                queue.append((delivery, .one(registration)))
                return .registered
            }
            draining = true
            return .deliverFirst(delivery)
        }
        switch action {
        case .registered:
            return registration
        case .deliverFirst(let delivery):
            deliver(delivery, to: registration)
            drain()
            return registration
        case .deliverToLateObserver(let delivery):
            // The observer is registered nowhere, so nothing else can call it concurrently.
            deliver(delivery, to: registration)
            return Disposables.create()
        }
    }

    /// Removes an observer that unsubscribed.
    func remove(_ registration: Registration) {
        lock.withLock { _ in
            if let index = observers.firstIndex(where: { $0 === registration }) {
                observers.remove(at: index)
                Resources.decrementTotal()
            }
        }
    }

    /// Releases every observer and the terminal event; later events are ignored and later
    /// subscribers receive `RxError.disposed`. Events not delivered yet are dropped.
    func dispose() {
        let (released, dropped) = lock.withLock { _ -> (ContiguousArray<Registration>, [(SubjectDelivery<Element>, Targets)]) in
            if disposed { return ([], []) }
            disposed = true
            stopped = nil
            defer {
                observers = []
                queue = []
            }
            return (observers, queue)
        }
        for registration in released {
            registration.unsubscribed.store(true, ordering: .releasing)
            Resources.decrementTotal()
        }
        for (_, targets) in dropped {
            if case .all(let registrations) = targets {
                for registration in registrations { registration.unsubscribed.store(true, ordering: .releasing) }
            } else if case .one(let registration) = targets {
                registration.unsubscribed.store(true, ordering: .releasing)
            }
        }
    }

    /// Delivers what other threads (or re-entrant calls) queued, until the queue is empty.
    private func drain() {
        while true {
            let batch = lock.withLock { _ -> [(SubjectDelivery<Element>, Targets)]? in
                if queue.isEmpty {
                    draining = false
                    return nil
                }
                defer { queue = [] }
                return queue
            }
            guard let batch else { return }
            for (delivery, targets) in batch {
                switch targets {
                case .all(let registrations): deliver(delivery, to: registrations)
                case .one(let registration): deliver(delivery, to: registration)
                }
            }
        }
    }

    private func deliver(_ delivery: SubjectDelivery<Element>, to targets: ContiguousArray<Registration>) {
        switch delivery {
        case .none:
            break
        case .one(let event):
            for target in targets where !target.isUnsubscribed { target.observer.on(event) }
        case .two(let first, let second):
            for target in targets where !target.isUnsubscribed { target.observer.on(first) }
            for target in targets where !target.isUnsubscribed { target.observer.on(second) }
        case .many(let events):
            for target in targets { deliver(.many(events), to: target) }
        }
    }

    private func deliver(_ delivery: SubjectDelivery<Element>, to target: Registration) {
        switch delivery {
        case .none:
            break
        case .one(let event):
            if !target.isUnsubscribed { target.observer.on(event) }
        case .two(let first, let second):
            if !target.isUnsubscribed { target.observer.on(first) }
            if !target.isUnsubscribed { target.observer.on(second) }
        case .many(let events):
            for event in events {
                if target.isUnsubscribed { return }
                target.observer.on(event)
            }
        }
    }
}
