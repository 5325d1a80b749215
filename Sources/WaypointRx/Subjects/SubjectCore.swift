#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a subject hands to its observers in one step: nothing, one event, two events (an
/// `AsyncSubject`'s last element and its completion) or a replayed buffer.
@usableFromInline
enum SubjectDelivery<Element> {
    case none
    case one(Event<Element>)
    case two(Event<Element>, Event<Element>)
    case many([Event<Element>])
}

/// One entry of a subject's observer list: the observer, and the registration its subscriber
/// holds. Only the subject holds the observer, so a subscriber that keeps its registration (a
/// closure subscriber holds it as its upstream) is not kept alive through it once the subject is
/// gone — and a delivery reads the observer from an immutable entry, with no extra retain.
@usableFromInline
struct SubjectTarget<Element> {
    @usableFromInline
    let registration: SubjectRegistration<Element>
    @usableFromInline
    let observer: AnyObserver<Element>

    @inlinable
    init(_ registration: SubjectRegistration<Element>, _ observer: AnyObserver<Element>) {
        self.registration = registration
        self.observer = observer
    }
}

/// A delivery queued while another thread was delivering, with the observers it goes to: those
/// subscribed when it was accepted, or the one new subscriber it is the initial delivery for.
@usableFromInline
struct PendingDelivery<Element> {
    @usableFromInline
    enum Targets {
        case all(ContiguousArray<SubjectTarget<Element>>)
        case one(SubjectTarget<Element>)
    }

    @usableFromInline
    let delivery: SubjectDelivery<Element>
    @usableFromInline
    let targets: Targets

    @inlinable
    init(_ delivery: SubjectDelivery<Element>, _ targets: Targets) {
        self.delivery = delivery
        self.targets = targets
    }
}

/// What a registration needs from its subject: to be removed when it is disposed.
@usableFromInline
protocol SubjectObserverList<Element>: AnyObject {
    associatedtype Element
    func remove(_ registration: SubjectRegistration<Element>)
}

/// The subscription a subject hands back to a subscriber: it says whether the subscriber
/// unsubscribed, and removes its entry from the subject. It counts as a live resource while its
/// entry is in the subject's observer list. It does not hold the observer (see `SubjectTarget`).
@usableFromInline
// @unchecked: `unsubscribed` is atomic and `list` is written only in `init`.
final class SubjectRegistration<Element>: Disposable, @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `unsubscribed`.
    @usableFromInline
    let atomicStorage = AtomicStorage(false)

    @inlinable @inline(__always)
    var unsubscribed: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }
    private weak var list: (any SubjectObserverList<Element>)?

    init(list: any SubjectObserverList<Element>) {
        self.list = list
    }

    /// `true` once the subscriber (or the subject's disposal) ended this subscription.
    @inlinable
    var isUnsubscribed: Bool { unsubscribed.load(ordering: .acquiring) }

    /// Ends the subscription: nothing more is delivered to the observer.
    @usableFromInline
    func dispose() {
        let (wasUnsubscribed, _) = unsubscribed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        if !wasUnsubscribed { return }
        list?.remove(self)
    }
}

/// The mutable state of a subject, guarded by its core's lock. `storage` is the subject's own
/// state: a `BehaviorSubject`'s value, a `ReplaySubject`'s buffer.
@usableFromInline
struct SubjectState<Element, Storage> {
    @usableFromInline
    var observers: ContiguousArray<SubjectTarget<Element>> = []
    @usableFromInline
    var queue: [PendingDelivery<Element>] = []
    @usableFromInline
    var stopped: Event<Element>?
    @usableFromInline
    var disposed = false
    @usableFromInline
    var storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }
}

/// The state machine every subject shares: the observer list (in subscription order), the
/// terminal event, disposal, and serialized delivery.
///
/// Delivery never happens under the lock. One thread at a time delivers (the "drainer"): an event
/// sent while another thread delivers — or re-entrantly, from inside an observer — is queued with a
/// snapshot of the observers at the time it was accepted, and the drainer delivers it after the
/// current one. Who drains is settled by one atomic word (`drainState`), so that a drainer that
/// finds nothing queued leaves with one compare-and-exchange instead of a second lock round trip. So each observer receives events one at a time, in the order the subject accepted
/// them, and a new subscriber's initial events (a `BehaviorSubject`'s value, a `ReplaySubject`'s
/// buffer) come before anything accepted after it subscribed.
///
/// The send path is `@inlinable` so that it is specialized in client code (unspecialized generic
/// code spends most of its time looking up generic metadata), and the state sits behind a pointer
/// so that reaching it costs no dynamic exclusivity check.
///
/// The lock is a `pthread_mutex_t`, not `Synchronization.Mutex`: on Linux a contended `Mutex`
/// waits in the uninstrumented runtime (a priority-inheritance futex), so ThreadSanitizer misses
/// the synchronization and reports false races; it intercepts `pthread_mutex_lock`/`unlock`.
@usableFromInline
// @unchecked: `state` is only read or written while `mutex` is held.
final class SubjectCore<Element, Storage>: SubjectObserverList, @unchecked Sendable {
    // The atomic words come first (see `AtomicStorage`): `drainState`, `observerCount`.
    @usableFromInline
    let atomicStorage = (AtomicStorage(0), AtomicStorage(0))

    @usableFromInline
    typealias Registration = SubjectRegistration<Element>
    @usableFromInline
    typealias Target = SubjectTarget<Element>

    private enum SubscribeAction {
        case registered
        case deliverFirst(SubjectDelivery<Element>)
        case deliverToLateObserver(SubjectDelivery<Element>)
    }

    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline
    let state: UnsafeMutablePointer<SubjectState<Element, Storage>>
    private let name: String

    /// bit 0: a thread is delivering (the drainer); bit 1: deliveries are queued for it. Bit 0 is
    /// set only under the lock (from 0, when nobody drains) and cleared only by the drainer, with
    /// a compare-and-exchange from 1 (nothing queued); bit 1 is set under the lock, with the
    /// queued delivery appended in the same critical section, and cleared under the lock by
    /// whoever empties the queue. So a drainer that leaves has seen every queued delivery, and an
    /// event accepted after it left finds bit 0 clear and is delivered by its own sender.
    @inlinable @inline(__always)
    var drainState: AtomicWord<Int> { AtomicWord(in: self, word: 0) }

    /// How many observers the list holds: written under the lock with every change to the list
    /// (`noteObserverCount()`), read without it by `hasObservers`, which a sender asks before
    /// each event it would otherwise not build.
    @inlinable @inline(__always)
    var observerCount: AtomicWord<Int> { AtomicWord(in: self, word: 1) }

    /// Publishes the size of the observer list to `observerCount`; called under the lock after
    /// every change to the list.
    @inlinable @inline(__always)
    func noteObserverCount() {
        observerCount.store(state.pointee.observers.count, ordering: .releasing)
    }

    @usableFromInline
    init(name: String, storage: Storage) {
        self.name = name
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        state = .allocate(capacity: 1)
        state.initialize(to: SubjectState(storage: storage))
    }

    deinit {
        // Dropping the entries lets go of the observers; their registrations say unsubscribed.
        for target in state.pointee.observers {
            target.registration.unsubscribed.store(true, ordering: .releasing)
            Resources.decrementTotal()
        }
        state.deinitialize(count: 1)
        state.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock (not re-entrant; `body` never calls out).
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// `true` while at least one observer is subscribed.
    @inlinable
    var hasObservers: Bool { observerCount.load(ordering: .acquiring) != 0 }

    /// `true` once `dispose()` was called.
    @usableFromInline
    var isDisposed: Bool { withLock { state.pointee.disposed } }

    /// Runs `body` on the state under the lock, for subjects reading or resetting their storage.
    @usableFromInline
    func withState<Result>(_ body: (inout SubjectState<Element, Storage>) -> Result) -> Result {
        withLock { body(&state.pointee) }
    }

    /// Under the lock: `true` if the caller becomes the drainer and delivers now; `false` if a
    /// drainer is at work, in which case the caller must append its delivery to the queue before
    /// it leaves the lock (the drainer then takes it).
    @inlinable
    func claimDrainOrQueue() -> Bool {
        var current = drainState.load(ordering: .acquiring)
        while true {
            if current & 1 == 0 {
                // Nobody drains, and only lock holders set bit 0: no one can race this store.
                drainState.store(1, ordering: .releasing)
                return true
            }
            if current & 2 != 0 { return false }
            // The drainer may leave meanwhile (1 → 0): then this thread drains instead.
            let (exchanged, found) = drainState.compareExchange(expected: current, desired: current | 2, ordering: .acquiringAndReleasing)
            if exchanged { return false }
            current = found
        }
    }

    /// Sends `event` to every current observer (a `PublishSubject`'s send: no storage, one
    /// event per send); ignored after a terminal event or disposal. A terminal event stops the
    /// subject and releases its observers (they still receive it).
    @inlinable
    func publish(_ event: Event<Element>) {
        // The lock is taken here, not through `withLock`: a closure would hold a copy of the
        // event (every send pays for it). Nothing below calls out before the unlock.
        pthread_mutex_lock(mutex)
        let state = self.state
        if state.pointee.disposed || state.pointee.stopped != nil {
            pthread_mutex_unlock(mutex)
            return
        }
        let targets = state.pointee.observers
        if event.isStopEvent {
            state.pointee.stopped = event
            state.pointee.observers = []
            noteObserverCount()
            for _ in targets { Resources.decrementTotal() }
        }
        if targets.isEmpty {
            pthread_mutex_unlock(mutex)
            return
        }
        if !claimDrainOrQueue() {
            state.pointee.queue.append(PendingDelivery(.one(event), .all(targets)))
            pthread_mutex_unlock(mutex)
            return
        }
        pthread_mutex_unlock(mutex)
        for target in targets where !target.registration.isUnsubscribed { target.observer.on(event) }
        finishDelivering()
    }

    /// Accepts `event` unless the subject stopped or was disposed: `accept` (run under the lock)
    /// updates the subject's storage and says what the current observers receive. A terminal
    /// event stops the subject and releases its observers (they still receive it).
    @inlinable
    func send(_ event: Event<Element>, accept: (Event<Element>, inout Storage) -> SubjectDelivery<Element>) {
        var delivery = SubjectDelivery<Element>.none
        var targets = ContiguousArray<Target>()
        var deliverNow = false
        withLock {
            let state = self.state
            if state.pointee.disposed || state.pointee.stopped != nil { return }
            delivery = accept(event, &state.pointee.storage)
            targets = state.pointee.observers
            if event.isStopEvent {
                state.pointee.stopped = event
                state.pointee.observers = []
                noteObserverCount()
                for _ in targets { Resources.decrementTotal() }
            }
            if case .none = delivery { return }
            if targets.isEmpty { return }
            if claimDrainOrQueue() {
                deliverNow = true
                return
            }
            state.pointee.queue.append(PendingDelivery(delivery, .all(targets)))
        }
        guard deliverNow else { return }
        Self.deliver(delivery, to: targets)
        finishDelivering()
    }

    /// Ends this thread's turn as the drainer, delivering what was queued meanwhile first.
    @inlinable
    func finishDelivering() {
        // Nothing queued (bit 1 clear): leave without taking the lock.
        if drainState.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        drain()
    }

    /// Subscribes `observer`. `initial` (run under the lock, given the terminal event if the
    /// subject stopped) says what the observer receives first. A stopped subject does not register
    /// the observer: it only delivers `initial`; a disposed one sends `RxError.disposed`.
    @usableFromInline
    func subscribe(_ observer: AnyObserver<Element>, initial: (_ stopped: Event<Element>?, _ storage: Storage) -> SubjectDelivery<Element>) -> Disposable {
        let registration = Registration(list: self)
        let target = Target(registration, observer)
        let action = withLock { () -> SubscribeAction in
            let state = self.state
            if state.pointee.disposed { return .deliverToLateObserver(.one(.error(RxError.disposed(object: name)))) }
            let delivery = initial(state.pointee.stopped, state.pointee.storage)
            if state.pointee.stopped != nil { return .deliverToLateObserver(delivery) }
            state.pointee.observers.append(target)
            noteObserverCount()
            Resources.incrementTotal()
            if case .none = delivery { return .registered }
            if claimDrainOrQueue() { return .deliverFirst(delivery) }
            state.pointee.queue.append(PendingDelivery(delivery, .one(target)))
            return .registered
        }
        switch action {
        case .registered:
            return registration
        case .deliverFirst(let delivery):
            Self.deliver(delivery, to: target)
            finishDelivering()
            return registration
        case .deliverToLateObserver(let delivery):
            // The observer is registered nowhere, so nothing else can call it concurrently.
            Self.deliver(delivery, to: target)
            return Disposables.create()
        }
    }

    /// Removes an observer that unsubscribed.
    @usableFromInline
    func remove(_ registration: Registration) {
        withLock {
            if let index = state.pointee.observers.firstIndex(where: { $0.registration === registration }) {
                state.pointee.observers.remove(at: index)
                noteObserverCount()
                Resources.decrementTotal()
            }
        }
    }

    /// Releases every observer and the terminal event, and resets the storage to `storage` if
    /// given; later events are ignored and later subscribers receive `RxError.disposed`. Events
    /// not delivered yet are dropped.
    @usableFromInline
    func dispose(resettingStorageTo storage: Storage? = nil) {
        var released = ContiguousArray<Target>()
        var dropped: [PendingDelivery<Element>] = []
        withLock {
            let state = self.state
            if state.pointee.disposed { return }
            state.pointee.disposed = true
            state.pointee.stopped = nil
            if let storage { state.pointee.storage = storage }
            released = state.pointee.observers
            dropped = state.pointee.queue
            state.pointee.observers = []
            noteObserverCount()
            state.pointee.queue = []
            // Nothing is queued any more; a drainer at work leaves at its next check.
            drainState.bitwiseAnd(~2, ordering: .acquiringAndReleasing)
        }
        for target in released {
            target.registration.unsubscribed.store(true, ordering: .releasing)
            Resources.decrementTotal()
        }
        for pending in dropped {
            switch pending.targets {
            case .all(let targets):
                for target in targets { target.registration.unsubscribed.store(true, ordering: .releasing) }
            case .one(let target):
                target.registration.unsubscribed.store(true, ordering: .releasing)
            }
        }
    }

    /// Delivers what other threads (or re-entrant calls) queued, until nothing is queued; then
    /// ends this thread's turn as the drainer.
    @usableFromInline
    func drain() {
        while true {
            var batch: [PendingDelivery<Element>] = []
            withLock {
                swap(&batch, &state.pointee.queue)
                // Still draining (bit 0), nothing queued now (bit 1): only lock holders set bit 1.
                drainState.store(1, ordering: .releasing)
            }
            for pending in batch {
                switch pending.targets {
                case .all(let targets): Self.deliver(pending.delivery, to: targets)
                case .one(let target): Self.deliver(pending.delivery, to: target)
                }
            }
            if drainState.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged { return }
        }
    }

    @inlinable
    static func deliver(_ delivery: SubjectDelivery<Element>, to targets: ContiguousArray<Target>) {
        switch delivery {
        case .none:
            break
        case .one(let event):
            for target in targets where !target.registration.isUnsubscribed { target.observer.on(event) }
        case .two(let first, let second):
            for target in targets where !target.registration.isUnsubscribed { target.observer.on(first) }
            for target in targets where !target.registration.isUnsubscribed { target.observer.on(second) }
        case .many:
            for target in targets { deliver(delivery, to: target) }
        }
    }

    @inlinable
    static func deliver(_ delivery: SubjectDelivery<Element>, to target: Target) {
        switch delivery {
        case .none:
            break
        case .one(let event):
            if !target.registration.isUnsubscribed { target.observer.on(event) }
        case .two(let first, let second):
            if !target.registration.isUnsubscribed { target.observer.on(first) }
            if !target.registration.isUnsubscribed { target.observer.on(second) }
        case .many(let events):
            for event in events {
                if target.registration.isUnsubscribed { return }
                target.observer.on(event)
            }
        }
    }
}
