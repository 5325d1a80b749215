import WaypointRx

/// A test observable with its recorded events and the subscriptions it received.
// @unchecked: subclasses keep observers and subscriptions behind `lock`.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    @usableFromInline
    let testScheduler: TestScheduler
    @usableFromInline
    let subscriptionLog = Locked<[Subscription]>([])

    @usableFromInline
    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription it received, with its ticks.
    public var subscriptions: [Subscription] { subscriptionLog.withLock { $0 } }

    /// Subscribes `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("Abstract method")
    }

    /// Records the start of a subscription and returns its index.
    @usableFromInline
    func logSubscribe() -> Int {
        let time = testScheduler.clock
        return subscriptionLog.withLock { log in
            log.append(Subscription(time))
            return log.count - 1
        }
    }

    /// Records the end of the subscription at `index`.
    @usableFromInline
    func logUnsubscribe(_ index: Int) {
        let time = testScheduler.clock
        subscriptionLog.withLock { log in
            log[index] = Subscription(log[index].subscribe, time)
        }
    }
}

/// Sends its events at their ticks to whoever is subscribed then.
///
/// Its events take one place in the scheduler's queue, as a series
/// (`VirtualTimeScheduler.scheduleSeries`): as one event is taken, the next takes its place, with
/// the insertion number reserved for it at creation, so the order among items due at the same
/// tick is exactly the one it would have had if all events were scheduled at creation, one by
/// one — with no allocation and one scheduler lock round trip per event.
// Its scheduling and sending are `@inlinable`, specialized for the test's element type.
@usableFromInline
// @unchecked: it adds only `sender`, immutable; the observers live in it, behind its lock.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    @usableFromInline
    let sender: HotObservableSender<Element>

    @inlinable
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        let sender = HotObservableSender(recordedEvents)
        self.sender = sender
        Self.schedule(recordedEvents, on: testScheduler, sender: sender)
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    }

    /// Schedules the events' series: the scheduler holds the series, the series holds the
    /// sender, and nothing there holds the observable, which the scheduler must not keep alive.
    @inlinable
    static func schedule(_ events: [Recorded<Event<Element>>], on scheduler: TestScheduler, sender: HotObservableSender<Element>) {
        guard !events.isEmpty else { return }
        // The events' own ticks, never adjusted (as `scheduleAt` does not adjust them).
        let times = events.map(\.time)
        var sorted = true
        var previous = times[0]
        for time in times {
            if time < previous {
                sorted = false
                break
            }
            previous = time
        }
        // Events in the order they run: by tick, then as listed.
        let order: [Int]? = sorted ? nil : times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
        _ = scheduler.scheduleSeries(times: times, order: order) { index in sender.send(index) }
    }

    deinit {
        // A released observable sends nothing more: its next event, when due, ends the series.
        sender.released.store(true, ordering: .releasing)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let erased = AnyObserver(observer)
        let id = sender.add(erased)
        let index = logSubscribe()
        Resources.incrementTotal()
        return Disposables.create { [weak self] in
            Resources.decrementTotal()
            guard let self else { return }
            self.sender.remove(id)
            self.logUnsubscribe(index)
        }
    }
}

/// A hot observable's recorded events and its observers: sends an event to the observers
/// subscribed at the time, as the observable's series runs on the scheduler. The series' action
/// captures it alone, so it needs no closure context of its own.
@usableFromInline
// @unchecked: `observers` and `nextID` are only touched under `lock`; `released` is atomic; `events` is immutable.
final class HotObservableSender<Element>: @unchecked Sendable {
    // The atomic word comes first (see `AtomicStorage`): `released`.
    @usableFromInline
    let atomicStorage = AtomicStorage(false)
    @usableFromInline
    let events: [Recorded<Event<Element>>]
    @usableFromInline
    let lock = Locked(())
    @usableFromInline
    @exclusivity(unchecked) var observers: ContiguousArray<(id: Int, observer: AnyObserver<Element>)> = []
    @usableFromInline
    @exclusivity(unchecked) var nextID = 0

    /// Set once the observable is released.
    @inlinable @inline(__always)
    var released: AtomicWord<Bool> { AtomicWord(in: self, word: 0) }

    @inlinable
    init(_ events: [Recorded<Event<Element>>]) {
        self.events = events
    }

    /// Sends the event at `index` to the observers subscribed now; `false` (sending nothing, and
    /// ending the series) once the observable was released.
    @inlinable
    func send(_ index: Int) -> Bool {
        if released.load(ordering: .acquiring) { return false }
        // A snapshot: observers that subscribe or leave meanwhile don't change this send.
        let current = lock.withLock { _ in observers }
        let event = events[index].value
        for entry in current { entry.observer.on(event) }
        return true
    }

    /// Adds an observer; returns its id.
    func add(_ observer: AnyObserver<Element>) -> Int {
        lock.withLock { _ -> Int in
            nextID += 1
            observers.append((nextID, observer))
            return nextID
        }
    }

    /// Removes the observer with `id`.
    func remove(_ id: Int) {
        lock.withLock { _ in observers.removeAll { $0.id == id } }
    }
}

/// Sends its events to each subscriber, shifted by the tick it subscribed at.
// @unchecked: it adds no state; the subscription log lives behind the base class's lock.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = logSubscribe()
        let now = testScheduler.clock
        let scheduled = CompositeDisposable()
        let erased = AnyObserver(observer)
        for recorded in recordedEvents {
            let disposable = testScheduler.scheduleAbsoluteVirtual((), time: now + recorded.time) { _ in
                erased.on(recorded.value)
                return Disposables.create()
            }
            scheduled.insert(disposable)
        }
        Resources.incrementTotal()
        return Disposables.create { [weak self] in
            Resources.decrementTotal()
            scheduled.dispose()
            self?.logUnsubscribe(index)
        }
    }
}
