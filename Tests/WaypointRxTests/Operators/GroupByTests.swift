import XCTest
import WaypointRx
import WaypointTesting

final class GroupByTests: LeakCheckingTestCase {
    struct TestError: Error {}

    private func hot(_ scheduler: TestScheduler, ending: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([.next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "c1"), ending])
    }

    func testEmitsAGroupPerKeyJustBeforeItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .completed(300))
        let keys = scheduler.start { xs.groupBy { $0.prefix(1) }.map { String($0.key) } }
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupsReceiveTheirElementsAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .completed(300))
        var groups: [String: TestableObserver<String>] = [:]
        var subscriptions: [Disposable] = []
        let outer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.groupBy { String($0.prefix(1)) }.subscribe(onNext: { group in
                let observer = scheduler.createObserver(String.self)
                groups[group.key] = observer
                subscriptions.append(group.subscribe(observer))
                outer.onNext(group.key)
            }, onCompleted: { outer.onCompleted() }))
        }
        scheduler.scheduleAt(1000) {
            subscriptions.forEach { $0.dispose() }
            subscriptions = []
        }
        scheduler.start()
        XCTAssertEqual(outer.events, [.next(210, "a"), .next(220, "b"), .next(240, "c"), .completed(300)])
        XCTAssertEqual(groups["a"]?.events, [.next(210, "a1"), .next(230, "a2"), .completed(300)])
        XCTAssertEqual(groups["b"]?.events, [.next(220, "b1"), .completed(300)])
        XCTAssertEqual(groups["c"]?.events, [.next(240, "c1"), .completed(300)])
    }

    func testSourceErrorReachesGroupsThenTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .error(300, TestError()))
        let res = scheduler.start { xs.groupBy { $0.prefix(1) }.flatMap { group in group.map { "\(group.key):\($0)" } } }
        XCTAssertEqual(res.events, [
            .next(210, "a:a1"), .next(220, "b:b1"), .next(230, "a:a2"), .next(240, "c:c1"), .error(300, TestError()),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testThrowingKeySelectorEndsGroupsAndResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .completed(300))
        var groupEvents: [Recorded<Event<String>>] = []
        let res = scheduler.start {
            xs.groupBy { value -> String in
                if value == "a2" { throw TestError() }
                return String(value.prefix(1))
            }.do(onNext: { group in
                _ = group.subscribe { event in groupEvents.append(Recorded(time: scheduler.clock, value: event)) }
            }).map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b"), .error(230, TestError())])
        XCTAssertEqual(groupEvents, [.next(210, "a1"), .next(220, "b1"), .error(230, TestError()), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingTheResultKeepsTheSourceWhileAGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .completed(300))
        let groupA = scheduler.createObserver(String.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { String($0.prefix(1)) }.subscribe(onNext: { group in
                if group.key == "a" { inner = group.subscribe(groupA) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(235) { inner?.dispose() }
        scheduler.start()
        XCTAssertEqual(groupA.events, [.next(210, "a1"), .next(230, "a2")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testDisposingTheResultWithoutGroupSubscribersUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hot(scheduler, ending: .completed(300))
        let res = scheduler.start(disposed: 225) { xs.groupBy { $0.prefix(1) }.map { String($0.key) } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "b")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }
}
