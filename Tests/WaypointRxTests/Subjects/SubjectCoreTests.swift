import XCTest
import WaypointRx
import WaypointTesting

/// `hasObservers`, which every subject answers from `SubjectCore`'s count of its observer list
/// (read without the lock): it must follow every way an observer joins or leaves the list.
final class SubjectCoreTests: LeakCheckingTestCase {
    struct TestError: Error {}

    /// One subject of each kind, as the three things the tests need: its `hasObservers`, a
    /// subscription, and its terminal event or disposal.
    private struct Probe {
        let name: String
        let hasObservers: () -> Bool
        let subscribe: () -> Disposable
        let complete: () -> Void
        let fail: () -> Void
        let dispose: () -> Void

        init<Subject: ObservableType & ObserverType & Cancelable>(_ name: String, _ subject: Subject,
                                                                  hasObservers: @escaping () -> Bool) {
            self.name = name
            self.hasObservers = hasObservers
            subscribe = { subject.subscribe(onNext: { _ in }, onError: { _ in }) }
            complete = { subject.onCompleted() }
            fail = { subject.onError(TestError()) }
            dispose = { subject.dispose() }
        }
    }

    private func probes() -> [Probe] {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        let async = AsyncSubject<Int>()
        return [
            Probe("PublishSubject", publish, hasObservers: { publish.hasObservers }),
            Probe("BehaviorSubject", behavior, hasObservers: { behavior.hasObservers }),
            Probe("ReplaySubject", replay, hasObservers: { replay.hasObservers }),
            Probe("AsyncSubject", async, hasObservers: { async.hasObservers }),
        ]
    }

    func testHasObserversFollowsSubscribersJoiningAndLeaving() {
        for probe in probes() {
            XCTAssertFalse(probe.hasObservers(), probe.name)
            let first = probe.subscribe()
            XCTAssertTrue(probe.hasObservers(), probe.name)
            let second = probe.subscribe()
            first.dispose()
            XCTAssertTrue(probe.hasObservers(), "one observer is still subscribed to the \(probe.name)")
            second.dispose()
            XCTAssertFalse(probe.hasObservers(), probe.name)
            second.dispose()
            XCTAssertFalse(probe.hasObservers(), "a repeated disposal changes nothing on the \(probe.name)")
        }
    }

    func testATerminalEventLeavesNoObservers() {
        for (index, probe) in (probes() + probes()).enumerated() {
            let subscription = probe.subscribe()
            if index < 4 { probe.complete() } else { probe.fail() }
            XCTAssertFalse(probe.hasObservers(), probe.name)
            // A subscriber after the terminal event gets it at once and is not registered.
            let late = probe.subscribe()
            XCTAssertFalse(probe.hasObservers(), "a late subscriber to the stopped \(probe.name)")
            late.dispose()
            subscription.dispose()
        }
    }

    func testDisposingTheSubjectLeavesNoObservers() {
        for probe in probes() {
            let subscription = probe.subscribe()
            _ = probe.subscribe()
            probe.dispose()
            XCTAssertFalse(probe.hasObservers(), probe.name)
            // Later subscribers receive `RxError.disposed` and are not registered.
            let late = probe.subscribe()
            XCTAssertFalse(probe.hasObservers(), "a subscriber to the disposed \(probe.name)")
            late.dispose()
            subscription.dispose()
        }
    }
}
