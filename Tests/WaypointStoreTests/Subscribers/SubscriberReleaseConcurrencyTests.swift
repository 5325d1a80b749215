import Foundation
import XCTest
import WaypointRx
import WaypointStore
import WaypointTesting

/// What outlives a subscriber: whether its deinit began, and what went wrong.
private final class Tomb: Sendable {
    let dead = AtomicBox<Bool>(false)
    let callsAfterDeath = AtomicBox<Int>(0)
    let outOfOrder = AtomicBox<Int>(0)
    let received = AtomicBox<Int>(0)
}

/// A subscriber that reports to its tomb: a call after its deinit began is a defect.
// @unchecked: its own state is atomic (`last`), the rest immutable.
private final class ReleasedSubscriber: StoreSubscriber, @unchecked Sendable {
    let tomb: Tomb
    private let last = AtomicBox<Int>(-1)

    init(tomb: Tomb) {
        self.tomb = tomb
    }

    func newState(state: Int) {
        if tomb.dead.load(ordering: .acquiring) { tomb.callsAfterDeath.add(1, ordering: .relaxed) }
        let previous = last.exchange(state, ordering: .relaxed)
        if previous >= 0, state <= previous { tomb.outOfOrder.add(1, ordering: .relaxed) }
        tomb.received.add(1, ordering: .relaxed)
    }

    deinit {
        tomb.dead.store(true, ordering: .releasing)
    }
}

/// A subscriber whose call for count 1 waits until the test lets it go.
// @unchecked: `log` and the semaphores are thread-safe.
private final class BlockingSubscriber: StoreSubscriber, @unchecked Sendable {
    let log: Log
    let entered = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)

    init(log: Log) {
        self.log = log
    }

    func newState(state: Int) {
        guard state == 1 else { return }
        log.append("enter")
        entered.signal()
        proceed.wait()
        log.append("leave")
    }

    deinit {
        log.append("deinit")
    }
}

/// Subscribers released on other threads than the store's (the store holds them by an unowned
/// reference and reaches them with the runtime's try-retain; see `SubscriberEntry`).
final class SubscriberReleaseConcurrencyTests: LeakCheckingTestCase {
    func testASubscriberReleasedOnAnotherThreadDuringItsCallIsDeinitializedWhenTheCallReturns() {
        let store = makeStore()
        let log = Log()
        var subscriber: BlockingSubscriber? = BlockingSubscriber(log: log)
        let (entered, proceed) = (subscriber!.entered, subscriber!.proceed)
        store.subscribe(subscriber!) { $0.select(\.count) }
        let dispatched = DispatchSemaphore(value: 0)
        Thread {
            store.dispatch(Increment())
            dispatched.signal()
        }.start()
        entered.wait()
        // The last reference outside the store goes while the store's thread is inside the call.
        subscriber = nil
        log.append("released")
        proceed.signal()
        dispatched.wait()
        XCTAssertEqual(log.all, ["enter", "released", "leave", "deinit"])
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["enter", "released", "leave", "deinit"])
    }

    func testSubscribersReleasedOnOtherThreadsWhileTheStoreDeliversAreNeverCalledAfterTheirDeinit() {
        let store = makeStore()
        let start = Resources.total
        let dispatches = 20_000
        let perThread = 300
        let tombs = Locked<[Tomb]>([])
        let group = DispatchGroup()
        for thread in 0..<4 {
            group.enter()
            Thread {
                if thread == 0 {
                    for _ in 0..<dispatches { store.dispatch(Increment()) }
                } else {
                    for index in 0..<perThread {
                        let tomb = Tomb()
                        tombs.withLock { $0.append(tomb) }
                        let subscriber = ReleasedSubscriber(tomb: tomb)
                        store.subscribe(subscriber) { $0.select(\.count) }
                        // Half also have a weak reference elsewhere (counts in a side table).
                        let watcher: (() -> ReleasedSubscriber?)? = index % 2 == 0 ? { [weak subscriber] in subscriber } : nil
                        // Half wait for their first state (the store delivers it, busy or not).
                        if index % 2 == 1 {
                            while tomb.received.load(ordering: .relaxed) == 0 { sched_yield() }
                        }
                        if index % 3 == 0 { store.unsubscribe(subscriber) }
                        withExtendedLifetime(watcher) {}
                        // Released here, on this thread, while the store may be delivering to it.
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
        for _ in 0..<Store<AppState>.releasedSubscriberSweepInterval { store.dispatch(Increment()) }
        let all = tombs.withLock { $0 }
        XCTAssertEqual(all.count, 3 * perThread)
        XCTAssertTrue(all.allSatisfy { $0.dead.load(ordering: .acquiring) })
        XCTAssertEqual(all.map { $0.callsAfterDeath.load(ordering: .relaxed) }.reduce(0, +), 0)
        XCTAssertEqual(all.map { $0.outOfOrder.load(ordering: .relaxed) }.reduce(0, +), 0)
        XCTAssertGreaterThanOrEqual(all.map { $0.received.load(ordering: .relaxed) }.reduce(0, +), 3 * perThread / 2)
        XCTAssertEqual(store.state.count, dispatches + Store<AppState>.releasedSubscriberSweepInterval)
        // Every released subscriber was dropped.
        XCTAssertEqual(Resources.total, start)
    }
}
