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
        for recorded in recordedEvents {
            // The recorded event travels as the item's state: one closure context fewer per event.
            _ = testScheduler.scheduleAbsoluteVirtual(recorded, time: recorded.time) { [weak self] recorded in
                guard let self else { return Disposables.create() }
                // A snapshot: observers that subscribe or leave meanwhile don't change this send.
                let current = self.lock.withLock { self.observers }
                for entry in current { entry.observer.on(recorded.value) }
                return Disposables.create()
            }
        }
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
