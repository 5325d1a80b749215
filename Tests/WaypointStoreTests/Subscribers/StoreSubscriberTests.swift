import XCTest
import WaypointRx
import WaypointStore
import WaypointTesting

final class StoreSubscriberTests: LeakCheckingTestCase {
    // MARK: Initial state and subscription

    func testANewSubscriberReceivesTheCurrentStateAtOnce() {
        let store = makeStore()
        store.dispatch(Add(amount: 3))
        let subscriber = TestSubscriber<AppState>()
        store.subscribe(subscriber)
        XCTAssertEqual(subscriber.received, [AppState(count: 3)])
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received.map(\.count), [3, 4])
    }

    // MARK: Subscribing again (ReSwift semantics; issue 13, defect 8)

    func testSubscribingAgainReplacesTheSubscriptionWithTheNewTransform() {
        let store = makeStore()
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { $0.select(\.count) }
        store.dispatch(Increment())
        store.subscribe(subscriber) { $0.select { $0.count * 10 } }
        // The current state once more, through the new transform…
        XCTAssertEqual(subscriber.received, [0, 1, 10])
        store.dispatch(Increment())
        // …and from then on only the new selection.
        XCTAssertEqual(subscriber.received, [0, 1, 10, 20])
        store.unsubscribe(subscriber)
    }

    func testSubscribingAgainWithTheSameSelectionDeliversTheCurrentStateOnceMore() {
        let store = makeStore()
        let subscriber = TestSubscriber<AppState>()
        store.subscribe(subscriber)
        store.subscribe(subscriber)
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received.map(\.count), [0, 0, 1])
        store.unsubscribe(subscriber)
    }

    func testSubscribingAgainReleasesTheReplacedSubscription() {
        let store = makeStore()
        let start = Resources.total
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { $0.select(\.count) }
        let once = Resources.total
        store.subscribe(subscriber) { $0.select { $0.count + 1 } }
        store.subscribe(subscriber) { $0.select { $0.count + 2 } }
        XCTAssertEqual(Resources.total, once)
        store.unsubscribe(subscriber)
        XCTAssertEqual(Resources.total, start)
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received, [0, 1, 2])
    }

    func testASubscriberCanSubscribeItselfAgainWhileReceiving() {
        let store = makeStore()
        let subscriber = TestSubscriber<Int>()
        subscriber.onNewState = { [unowned subscriber] value in
            if value == 1 { store.subscribe(subscriber) { $0.select { -$0.count } } }
        }
        store.subscribe(subscriber) { $0.select(\.count) }
        store.dispatch(Increment())
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received, [0, 1, -1, -2])
        store.unsubscribe(subscriber)
    }

    // MARK: Repeats

    func testEquatableStatesSkipRepeatsAutomatically() {
        let store = makeStore()
        let subscriber = TestSubscriber<AppState>()
        store.subscribe(subscriber)
        store.dispatch(Noop())
        store.dispatch(Increment())
        store.dispatch(Noop())
        XCTAssertEqual(subscriber.received.map(\.count), [0, 1])
    }

    func testWithoutAutomaticSkipRepeatsEveryStateIsDelivered() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let whole = TestSubscriber<AppState>()
        let counts = TestSubscriber<Int>()
        store.subscribe(whole)
        store.subscribe(counts) { $0.select(\.count) }
        store.dispatch(Noop())
        store.dispatch(Increment())
        XCTAssertEqual(whole.received.map(\.count), [0, 0, 1])
        XCTAssertEqual(counts.received, [0, 0, 1])
    }

    func testSelectByKeyPathSkipsRepeatsOfAnEquatableSlice() {
        let store = makeStore()
        let names = TestSubscriber<String>()
        store.subscribe(names) { $0.select(\.name) }
        store.dispatch(Increment())
        store.dispatch(SetName(name: "a"))
        store.dispatch(Increment())
        store.dispatch(SetName(name: "a"))
        store.dispatch(SetName(name: "b"))
        XCTAssertEqual(names.received, ["", "a", "b"])
    }

    func testSelectByClosure() {
        let store = makeStore()
        let tens = TestSubscriber<Int>()
        store.subscribe(tens) { $0.select { $0.count / 10 } }
        for _ in 0..<25 { store.dispatch(Increment()) }
        XCTAssertEqual(tens.received, [0, 1, 2])
    }

    func testExplicitSkipRepeatsWithACustomComparison() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let subscriber = TestSubscriber<AppState>()
        store.subscribe(subscriber) { $0.skipRepeats { $0.name == $1.name } }
        store.dispatch(Increment())
        store.dispatch(SetName(name: "a"))
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received, [AppState(count: 0), AppState(count: 1, name: "a")])
    }

    func testExplicitSkipRepeatsOfAnEquatableSelection() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { $0.select(\.count).skipRepeats() }
        store.dispatch(Noop())
        store.dispatch(Increment())
        store.dispatch(Noop())
        XCTAssertEqual(subscriber.received, [0, 1])
    }

    func testExplicitSkipRepeatsOfTheWholeStateComparesEachStateWithTheOneBefore() {
        // The whole state's own repeat check (one observer, comparing with `==`), asked for
        // explicitly and automatically: the first state is delivered, equal states are not.
        let store = makeStore(automaticallySkipsRepeats: false)
        let explicit = TestSubscriber<AppState>()
        store.subscribe(explicit) { $0.skipRepeats() }
        let automatic = TestSubscriber<AppState>()
        let skipping = makeStore()
        skipping.subscribe(automatic)
        for each in [Noop(), Increment(), Noop(), SetName(name: "a"), SetName(name: "a"), Increment()] as [Action] {
            store.dispatch(each)
            skipping.dispatch(each)
        }
        let expected = [AppState(count: 0), AppState(count: 1), AppState(count: 1, name: "a"), AppState(count: 2, name: "a")]
        XCTAssertEqual(explicit.received, expected)
        XCTAssertEqual(automatic.received, expected)
        store.unsubscribe(explicit)
        skipping.unsubscribe(automatic)
        store.dispatch(Increment())
        XCTAssertEqual(explicit.received.count, 4)
    }

    func testTheWholeStateIsComparedOncePerStateForAllTheSubscribersThatSkipItsRepeats() {
        // Each of them received the state before (when it subscribed, or since), so one
        // comparison serves them all, subscribed early or late.
        let comparisons = Box(0)
        let store = Store<CountedState>(reducer: { action, state in
            var state = state ?? CountedState(comparisons: comparisons)
            if action is Increment { state.count += 1 }
            return state
        }, state: nil)
        let early = TestSubscriber<CountedState>()
        let other = TestSubscriber<CountedState>()
        store.subscribe(early)
        store.subscribe(other)
        store.dispatch(Increment())
        let late = TestSubscriber<CountedState>()
        store.subscribe(late)
        XCTAssertEqual(comparisons.value, 1)
        for each in [Noop(), Increment(), Noop(), Noop(), Increment()] as [Action] { store.dispatch(each) }
        XCTAssertEqual(comparisons.value, 6)
        XCTAssertEqual(early.received.map(\.count), [0, 1, 2, 3])
        XCTAssertEqual(other.received.map(\.count), [0, 1, 2, 3])
        XCTAssertEqual(late.received.map(\.count), [1, 2, 3])
        for subscriber in [early, other, late] { store.unsubscribe(subscriber) }
    }

    func testSkipWhenComparesWithThePreviousStateReceivedAsReSwiftDoes() {
        let store = makeStore()
        let subscriber = TestSubscriber<Int>()
        // Skips any change smaller than 3 from the state before, delivered or not.
        store.subscribe(subscriber) { $0.select(\.count).skip { old, new in abs(new - old) < 3 } }
        store.dispatch(Add(amount: 5))   // 5: +5 → delivered
        store.dispatch(Add(amount: 2))   // 7: +2 → skipped
        store.dispatch(Add(amount: 2))   // 9: +2 from 7 → skipped (from 5, the last delivered, it would be +4)
        store.dispatch(Add(amount: 3))   // 12: +3 → delivered
        XCTAssertEqual(subscriber.received, [0, 5, 12])
    }

    func testOnlyWhenDeliversWhatTheConditionAccepts() {
        let store = makeStore()
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { $0.select(\.count).only { old, new in new > old } }
        store.dispatch(Add(amount: 5))   // 5 > 0
        store.dispatch(Add(amount: -3))  // 2 < 5
        store.dispatch(Add(amount: 1))   // 3 > 2 (the previous state, not the last delivered)
        store.dispatch(Add(amount: -1))  // 2 < 3
        XCTAssertEqual(subscriber.received, [0, 5, 3])
    }

    func testStepsAfterTheFirstSelectionAndRepeatCheckApplyInOrder() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let parity = TestSubscriber<String>()
        let bigSteps = TestSubscriber<Int>()
        let whole = TestSubscriber<Int>()
        // A second selection, then a repeat check on it.
        store.subscribe(parity) { $0.select(\.count).select { $0 % 2 == 0 ? "even" : "odd" }.skipRepeats() }
        // Two repeat checks in a row: the second sees only what the first let through.
        store.subscribe(bigSteps) { $0.select(\.count).skip { old, new in new - old < 2 }.skipRepeats() }
        // A repeat check on the whole state, then a selection.
        store.subscribe(whole) { $0.skipRepeats { $0.count == $1.count }.select(\.count) }
        for amount in [0, 1, 2, 0, 3, 1, 1] { store.dispatch(Add(amount: amount)) }
        // count: 0 → 0, 1, 3, 3, 6, 7, 8
        XCTAssertEqual(parity.received, ["even", "odd", "even", "odd", "even"])
        XCTAssertEqual(bigSteps.received, [0, 3, 6])
        XCTAssertEqual(whole.received, [0, 1, 3, 6, 7, 8])
        store.unsubscribe(parity)
        store.unsubscribe(bigSteps)
        store.unsubscribe(whole)
    }

    // MARK: Unsubscribe and release

    func testUnsubscribeStopsDeliveryAndReleasesTheSubscription() {
        let store = makeStore()
        let start = Resources.total
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { $0.select(\.count) }
        XCTAssertGreaterThan(Resources.total, start)
        store.dispatch(Increment())
        store.unsubscribe(subscriber)
        XCTAssertEqual(Resources.total, start)
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received, [0, 1])
        // It may subscribe again and starts afresh.
        store.subscribe(subscriber) { $0.select(\.count) }
        XCTAssertEqual(subscriber.received, [0, 1, 2])
        store.unsubscribe(subscriber)
    }

    func testUnsubscribingAnUnknownSubscriberDoesNothing() {
        let store = makeStore()
        let known = TestSubscriber<AppState>()
        store.subscribe(known)
        store.unsubscribe(TestSubscriber<AppState>())
        store.dispatch(Increment())
        XCTAssertEqual(known.received.count, 2)
        store.unsubscribe(known)
    }

    func testASubscriberCanUnsubscribeItselfWhileReceiving() {
        let store = makeStore()
        let subscriber = TestSubscriber<Int>()
        subscriber.onNewState = { [unowned subscriber] count in
            if count == 2 { store.unsubscribe(subscriber) }
        }
        store.subscribe(subscriber) { $0.select(\.count) }
        for _ in 0..<4 { store.dispatch(Increment()) }
        XCTAssertEqual(subscriber.received, [0, 1, 2])
    }

    func testSubscribersAreHeldWeakly() {
        let store = makeStore()
        weak var weakSubscriber: TestSubscriber<AppState>?
        do {
            let subscriber = TestSubscriber<AppState>()
            store.subscribe(subscriber)
            weakSubscriber = subscriber
        }
        XCTAssertNil(weakSubscriber)
    }

    func testAReleasedSubscribersResourcesAreFreedWithinTheSweepIntervalEvenIfItsSliceDidNotChange() {
        let store = makeStore()
        let start = Resources.total
        var subscriber: TestSubscriber<String>? = TestSubscriber<String>()
        store.subscribe(subscriber!) { $0.select(\.name) }
        let survivor = TestSubscriber<Int>()
        store.subscribe(survivor) { $0.select(\.count) }
        let withBoth = Resources.total
        subscriber = nil
        // `name` does not change, so the released subscriber's selection never emits again; the
        // store drops it anyway, at its next sweep for released subscribers.
        let interval = Store<AppState>.releasedSubscriberSweepInterval
        for _ in 1..<interval { store.dispatch(Increment()) }
        XCTAssertEqual(Resources.total, withBoth, "dropped before the sweep")
        store.dispatch(Increment())
        XCTAssertLessThan(Resources.total, withBoth)
        store.unsubscribe(survivor)
        XCTAssertEqual(Resources.total, start)
        XCTAssertEqual(survivor.received, Array(0...interval))
    }

    func testASubscriberReleasedDuringADispatchIsDroppedByTheNextSweep() {
        let store = makeStore()
        let start = Resources.total
        var released: TestSubscriber<Int>? = TestSubscriber<Int>()
        let releaser = TestSubscriber<Int>()
        // The first subscriber releases the second while the state that changes both is delivered.
        releaser.onNewState = { count in
            if count == 1 { released = nil }
        }
        store.subscribe(releaser) { $0.select(\.count) }
        let withReleaserOnly = Resources.total
        store.subscribe(released!) { $0.select(\.count) }
        weak let weakReleased = released
        store.dispatch(Increment())
        XCTAssertNil(weakReleased)
        for index in 1..<Store<AppState>.releasedSubscriberSweepInterval { store.dispatch(SetName(name: "\(index)")) }
        XCTAssertEqual(Resources.total, withReleaserOnly)
        XCTAssertEqual(releaser.received, [0, 1])
        store.unsubscribe(releaser)
        XCTAssertEqual(Resources.total, start)
    }

    func testANewObjectAtAReleasedSubscribersAddressCanSubscribe() {
        let store = makeStore()
        // Subscribe and release many subscribers without dispatching in between: some new ones
        // reuse a released one's address, and must not be taken for it.
        var all: [TestSubscriber<Int>] = []
        for _ in 0..<50 {
            let subscriber = TestSubscriber<Int>()
            store.subscribe(subscriber) { $0.select(\.count) }
            XCTAssertEqual(subscriber.received, [0])
            if all.count < 10 { all.append(subscriber) }
        }
        store.dispatch(Increment())
        for subscriber in all { XCTAssertEqual(subscriber.received, [0, 1]) }
        for subscriber in all { store.unsubscribe(subscriber) }
    }

    func testSubscribingInsideNewStateDeliversTheCurrentStateAfterTheOneBeingDelivered() {
        let store = makeStore()
        let late = TestSubscriber<Int>()
        let early = TestSubscriber<Int>()
        early.onNewState = { count in
            if count == 1 { store.subscribe(late) { $0.select(\.count) } }
        }
        store.subscribe(early) { $0.select(\.count) }
        store.dispatch(Increment())
        XCTAssertEqual(late.received, [1])
        store.dispatch(Increment())
        XCTAssertEqual(late.received, [1, 2])
        XCTAssertEqual(early.received, [0, 1, 2])
        store.unsubscribe(early)
        store.unsubscribe(late)
    }

    // MARK: StoreSubscription on its own

    func testAStoreSubscriptionMadeFromAnyObservableAppliesItsStepsInOrder() {
        let source = Observable.of(1, 2, 2, 5, 4, 4, 8)
        var skipped: [Int] = []
        var only: [Int] = []
        var selected: [String] = []
        let bag = DisposeBag()
        StoreSubscription(source).skipRepeats().observable
            .subscribe(onNext: { skipped.append($0) }).disposed(by: bag)
        StoreSubscription(source).only { old, new in new > old }.observable
            .subscribe(onNext: { only.append($0) }).disposed(by: bag)
        StoreSubscription(source).select { $0 % 2 == 0 ? "even" : "odd" }.skipRepeats().observable
            .subscribe(onNext: { selected.append($0) }).disposed(by: bag)
        XCTAssertEqual(skipped, [1, 2, 5, 4, 8])
        XCTAssertEqual(only, [1, 2, 5, 8])
        XCTAssertEqual(selected, ["odd", "even", "odd", "even"])
    }

    func testAStoreSubscriptionsObservableCanBeSubscribedSeveralTimesIndependently() {
        let store = makeStore()
        var subscription: StoreSubscription<Int>?
        let subscriber = TestSubscriber<Int>()
        store.subscribe(subscriber) { states in
            let selected = states.select(\.count).skipRepeats()
            subscription = selected
            return selected
        }
        var first: [Int] = []
        var second: [Int] = []
        let one = subscription!.observable.subscribe(onNext: { first.append($0) })
        store.dispatch(Increment())
        let two = subscription!.observable.subscribe(onNext: { second.append($0) })
        store.dispatch(Noop())
        store.dispatch(Increment())
        XCTAssertEqual(subscriber.received, [0, 1, 2])
        XCTAssertEqual(first, [0, 1, 2])
        XCTAssertEqual(second, [1, 2])
        one.dispose()
        two.dispose()
        store.unsubscribe(subscriber)
    }
}

/// A state that counts how often it is compared.
private struct CountedState: Equatable {
    var count = 0
    let comparisons: Box<Int>

    init(comparisons: Box<Int>) {
        self.comparisons = comparisons
    }

    static func == (lhs: CountedState, rhs: CountedState) -> Bool {
        lhs.comparisons.update { $0 += 1 }
        return lhs.count == rhs.count
    }
}
