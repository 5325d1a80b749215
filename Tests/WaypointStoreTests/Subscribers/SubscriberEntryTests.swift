import XCTest
import WaypointRx
import WaypointStore
import WaypointTesting

/// A subscriber that logs what it receives and its deinitialization to a log that outlives it.
private final class MortalSubscriber: StoreSubscriber {
    let name: String
    let log: Log
    var onDeinit: (() -> Void)?

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func newState(state: Int) {
        log.append("\(name) \(state)")
    }

    deinit {
        log.append("\(name) deinit")
        onDeinit?()
    }
}

/// How the store reaches a subscriber without keeping it alive (`SubscriberEntry`): by an unowned
/// reference and the runtime's try-retain, so that it neither delays a subscriber's deinit nor
/// calls one that is gone or going, whatever else references it.
final class SubscriberEntryTests: LeakCheckingTestCase {
    func testASubscriberThatOthersReferenceWeaklyReceivesEveryStateAndIsDroppedOnceReleased() {
        let store = makeStore()
        let start = Resources.total
        let log = Log()
        var before: MortalSubscriber? = MortalSubscriber("before", log: log)
        var after: MortalSubscriber? = MortalSubscriber("after", log: log)
        // Weak references move an object's counts to a side table: one made before subscribing,
        // one after.
        weak let weakBefore = before
        store.subscribe(before!) { $0.select(\.count) }
        store.subscribe(after!) { $0.select(\.count) }
        weak let weakAfter = after
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["before 0", "after 0", "before 1", "after 1"])
        log.clear()

        before = nil
        XCTAssertEqual(log.all, ["before deinit"], "the store does not keep a subscriber alive")
        XCTAssertNil(weakBefore)
        store.dispatch(Increment())
        after = nil
        XCTAssertNil(weakAfter)
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["before deinit", "after 2", "after deinit"])

        for _ in 0..<Store<AppState>.releasedSubscriberSweepInterval { store.dispatch(Increment()) }
        XCTAssertEqual(Resources.total, start)
    }

    func testASubscriberWhoseDeinitDispatchesReceivesNothingMore() {
        let store = makeStore()
        let log = Log()
        let survivor = MortalSubscriber("survivor", log: log)
        var dying: MortalSubscriber? = MortalSubscriber("dying", log: log)
        // Its deinit dispatches: the state it causes reaches the store's subscribers while the
        // dying one is being deinitialized, and must skip it.
        dying!.onDeinit = { store.dispatch(Increment()) }
        store.subscribe(dying!) { $0.select(\.count) }
        store.subscribe(survivor) { $0.select(\.count) }
        log.clear()
        dying = nil
        XCTAssertEqual(log.all, ["dying deinit", "survivor 1"])
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["dying deinit", "survivor 1", "survivor 2"])
        store.unsubscribe(survivor)
    }

    func testASubscriberReleasedByAnotherWhileAStateIsDeliveredDoesNotReceiveIt() {
        let store = makeStore()
        let log = Log()
        var later: MortalSubscriber? = MortalSubscriber("later", log: log)
        let earlier = MortalSubscriber("earlier", log: log)
        let releaser = TestSubscriber<Int> { count in
            if count == 1 { later = nil }
        }
        store.subscribe(releaser) { $0.select(\.count) }
        store.subscribe(earlier) { $0.select(\.count) }
        store.subscribe(later!) { $0.select(\.count) }
        log.clear()
        store.dispatch(Increment())
        XCTAssertEqual(log.all, ["later deinit", "earlier 1"])
        store.unsubscribe(releaser)
        store.unsubscribe(earlier)
    }
}
