import XCTest
import WaypointRx
import WaypointTesting

final class WindowTests: LeakCheckingTestCase {
    struct TestError: Error {}
    let letters = ["a": "a", "b": "b", "c": "c", "d": "d", "e": "e"]

    /// Subscribes to each window as it arrives and reports, in one stream: `w0` when window 0
    /// opens, `0:a` for its elements, `0|` or `0#` when it ends; the outer terminal passes as is.
    private func flatten(_ windows: Observable<Observable<String>>) -> Observable<String> {
        Observable.create { observer in
            let group = CompositeDisposable()
            var index = 0
            group.insert(windows.subscribe(onNext: { window in
                let number = index
                index += 1
                observer.onNext("w\(number)")
                group.insert(window.subscribe(
                    onNext: { observer.onNext("\(number):\($0)") },
                    onError: { _ in observer.onNext("\(number)#") },
                    onCompleted: { observer.onNext("\(number)|") }
                ))
            }, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() }))
            return group
        }
    }

    func testClosesWhenFullOrWhenTheTimeSpanEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-----e-|", values: letters)
        let res = scheduler.start { self.flatten(xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(200, "w0"), .next(210, "0:a"), .next(230, "0:b"), .next(250, "0:c"), .next(250, "0|"),
            .next(250, "w1"), .next(270, "1:d"), .next(300, "1|"),
            .next(300, "w2"), .next(330, "2:e"), .next(350, "2|"), .completed(350),
        ])
        XCTAssertSubscriptions(xs, "^--------------!")
    }

    func testTimeOnlyOpensEmptyWindows() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("-----|")
        let res = scheduler.start { self.flatten(xs.window(timeSpan: .seconds(20), count: .max, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [
            .next(200, "w0"), .next(220, "0|"), .next(220, "w1"), .next(240, "1|"), .next(240, "w2"),
            .next(250, "2|"), .completed(250),
        ])
    }

    func testErrorEndsTheWindowAndTheOuterSequence() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-#", values: letters, errors: ["#": TestError()])
        let res = scheduler.start { self.flatten(xs.window(timeSpan: .seconds(50), count: 5, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [.next(200, "w0"), .next(210, "0:a"), .next(230, "0#"), .error(230, TestError())])
        XCTAssertSubscriptions(xs, "^--!")
    }

    func testDisposalEndsEverything() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-|", values: letters)
        let res = scheduler.start(disposed: 240) { self.flatten(xs.window(timeSpan: .seconds(50), count: 5, scheduler: scheduler)) }
        XCTAssertEqual(res.events, [.next(200, "w0"), .next(210, "0:a"), .next(230, "0:b")])
        XCTAssertSubscriptions(xs, "^---!")
    }

    func testSubscribedWindowKeepsTheSourceAfterTheOuterSubscriptionEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c-d-|", values: letters)
        let inner = scheduler.createObserver(String.self)
        var outer: Disposable?
        var windowSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler).subscribe(onNext: { window in
                if windowSubscription == nil { windowSubscription = window.subscribe(inner) }
            })
        }
        scheduler.scheduleAt(225) { outer?.dispose() }
        scheduler.start()
        // Window 0 still gets b and c; it completes when full, which ends the last hold on the source.
        XCTAssertEqual(inner.events, [.next(210, "a"), .next(230, "b"), .next(250, "c"), .completed(250)])
        XCTAssertSubscriptions(xs, "^----!")
        // The window subscription refers back to the outer observer's closure, which holds it.
        windowSubscription = nil
    }

    func testWindowSubscribedLateMissesEarlierElementsAndGetsTheCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: letters)
        let inner = scheduler.createObserver(String.self)
        var windows: [Observable<String>] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.window(timeSpan: .never, count: 5, scheduler: scheduler).subscribe(onNext: { windows.append($0) }))
        }
        scheduler.scheduleAt(220) { subscriptions.append(windows[0].subscribe(inner)) }
        scheduler.scheduleAt(300) { subscriptions.append(windows[0].subscribe(inner)) }
        scheduler.start()
        XCTAssertEqual(inner.events, [.next(230, "b"), .completed(250), .completed(300)])
        subscriptions.forEach { $0.dispose() }
        windows = []
    }

    func testNonPositiveCountFailsAtSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-|", values: letters)
        let res = scheduler.start { xs.window(timeSpan: .seconds(30), count: -1, scheduler: scheduler).map { _ in 0 } }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }
}
