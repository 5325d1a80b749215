import XCTest
import WaypointRx
import WaypointTesting

/// RxCocoa's `Binder`: elements reach the target on the binder's scheduler, the target is held
/// weakly, an error is reported (never a crash) and a completion ignored.
final class BinderTests: LeakCheckingTestCase {
    struct TestError: Error {}

    // @unchecked: mutated on the test's thread only (the test scheduler runs there).
    final class Label: @unchecked Sendable {
        var texts: [String] = []
    }

    @MainActor
    final class MainActorLabel {
        var text = ""
    }

    func testElementsReachTheTargetOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230), .next(240, "c")])
        let binder = Binder<String>(label, scheduler: scheduler) { label, text in label.texts.append("\(text)@\(scheduler.clock)") }
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        // One tick later: the binding is scheduled "now" on the test scheduler (RxTest's delay).
        XCTAssertEqual(label.texts, ["a@211", "b@221"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheTargetIsHeldWeakly() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = Binder(label!, scheduler: scheduler) { label, text in label.texts.append(text) }
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
        scheduler.start()
    }

    func testAnErrorIsReportedToTheDefaultErrorHandlerAndNothingReachesTheTarget() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let reported = Locked<[String]>([])
        let saved = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.withLock { $0.append("\(error)") } }
        defer { Hooks.defaultErrorHandler = saved }
        let binder = Binder(label, scheduler: scheduler) { label, text in label.texts.append(text) }
        let subscription = Observable<String>.error(TestError()).bind(to: binder)
        scheduler.start()
        XCTAssertEqual(reported.withLock { $0 }, ["TestError()"])
        XCTAssertEqual(label.texts, [])
        subscription.dispose()
    }

    @MainActor
    func testAMainActorTargetIsUpdatedAtOnceFromTheMainThread() {
        let label = MainActorLabel()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(to: Binder(label) { label, text in label.text = text })
        subject.onNext("hello")
        XCTAssertEqual(label.text, "hello")
        subscription.dispose()
    }

    func testAMainActorTargetIsUpdatedOnTheMainThreadWhenTheElementComesFromAnother() {
        let label = MainActorLabel()
        let updated = expectation(description: "updated on the main thread")
        let binder = Binder(label) { label, text in
            label.text = text
            XCTAssertTrue(Thread.isMainThread)
            updated.fulfill()
        }
        DispatchQueue.global().async { binder.onNext("from elsewhere") }
        wait(for: [updated], timeout: 10)
        MainActor.assumeIsolated { XCTAssertEqual(label.text, "from elsewhere") }
    }
}
