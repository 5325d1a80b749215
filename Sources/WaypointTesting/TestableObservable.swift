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
/// Only its next event waits on the scheduler: each one, as it runs, schedules the one after it,
/// with the insertion number reserved for it up front, so the order among items due at the same
/// tick is exactly the one it would have had if all events were scheduled at creation.
// Its scheduling and sending are `@inlinable`, specialized for the test's element type.
@usableFromInline
// @unchecked: `observers` and `nextID` are only touched under `lock`.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    @usableFromInline
    let lock = Locked(())
    @usableFromInline
    @exclusivity(unchecked) var observers: ContiguousArray<(id: Int, observer: AnyObserver<Element>)> = []
    @usableFromInline
    @exclusivity(unchecked) var nextID = 0

    @inlinable
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        guard !recordedEvents.isEmpty else { return }
        // The ticks the events run at, adjusted as `scheduleAbsoluteVirtual` would adjust them now.
        let times = recordedEvents.map { testScheduler.adjustScheduledTime($0.time) }
        var sorted = true
        for index in times.indices.dropFirst() where times[index] < times[index - 1] {
            sorted = false
            break
        }
        // Events in the order they run: by tick, then as listed.
        let order: [Int]? = sorted ? nil : times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
        let cursor = HotObservableCursor(
            observable: self, scheduler: testScheduler, times: times, order: order,
            firstInsertionNumber: testScheduler.reserveInsertionNumbers(recordedEvents.count)
        )
        cursor.scheduleNext()
    }

    /// Sends `event` to the observers subscribed now.
    @inlinable
    func send(_ event: Event<Element>) {
        // A snapshot: observers that subscribe or leave meanwhile don't change this send.
        let current = lock.withLock { _ in observers }
        for entry in current { entry.observer.on(event) }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let erased = AnyObserver(observer)
        let id = lock.withLock { _ -> Int in
            nextID += 1
            observers.append((nextID, erased))
            return nextID
        }
        let index = logSubscribe()
        Resources.incrementTotal()
        return Disposables.create { [weak self] in
            Resources.decrementTotal()
            guard let self else { return }
            self.lock.withLock { _ in self.observers.removeAll { $0.id == id } }
            self.logUnsubscribe(index)
        }
    }
}

/// Walks a hot observable's events: sends the next one when its item runs, after scheduling the
/// one after it. The scheduled item holds the cursor (its only capture, so no closure context is
/// allocated per event); the cursor holds the observable weakly, as the scheduler must not keep
/// it alive.
@usableFromInline
// @unchecked: `position` is touched only by the item that runs, one at a time on the scheduler.
final class HotObservableCursor<Element>: @unchecked Sendable {
    @usableFromInline
    weak var observable: HotObservable<Element>?
    @usableFromInline
    unowned let scheduler: TestScheduler
    @usableFromInline
    let events: [Recorded<Event<Element>>]
    @usableFromInline
    let times: [TestTime]
    @usableFromInline
    let order: [Int]?
    @usableFromInline
    let firstInsertionNumber: Int
    @usableFromInline
    @exclusivity(unchecked) var position = 0

    @inlinable
    init(observable: HotObservable<Element>, scheduler: TestScheduler, times: [TestTime], order: [Int]?, firstInsertionNumber: Int) {
        self.observable = observable
        self.scheduler = scheduler
        events = observable.recordedEvents
        self.times = times
        self.order = order
        self.firstInsertionNumber = firstInsertionNumber
    }

    /// Schedules the event at `position`, if any is left.
    @inlinable
    func scheduleNext() {
        guard position < events.count else { return }
        let index = order?[position] ?? position
        _ = scheduler.scheduleAbsoluteVirtual(time: times[index], insertionNumber: firstInsertionNumber + index) {
            self.fire()
        }
    }

    /// Sends the event at `position` and schedules the next one.
    @inlinable
    func fire() -> Disposable {
        guard let observable else { return Disposables.create() }
        let index = order?[position] ?? position
        position += 1
        scheduleNext()
        observable.send(events[index].value)
        return Disposables.create()
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
