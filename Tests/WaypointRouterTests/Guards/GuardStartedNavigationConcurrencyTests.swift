import Dispatch
import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A guard that starts its login from another thread (`context.startingNavigations`) and answers
/// from that thread right after: whichever way the threads interleave with the router's queue,
/// the login is never checked by that guard, it never supersedes the navigation the guard holds,
/// and each navigation ends once. A fresh router on a real serial queue per trial; CI runs this
/// class under ThreadSanitizer.
final class GuardStartedNavigationConcurrencyTests: LeakCheckingTestCase {
    private static let trials = 300

    /// A navigation the gate holds: its context and the gate's answer.
    private final class Pending: Sendable {
        let context: NavigationGuardContext
        let answer: @Sendable (RoutingResult) -> Void

        init(_ context: NavigationGuardContext, _ answer: @escaping @Sendable (RoutingResult) -> Void) {
            self.context = context
            self.answer = answer
        }
    }

    /// What the guard was asked, and the answer it keeps for the racing thread.
    // @unchecked: every var is behind its lock.
    private final class Gate: @unchecked Sendable {
        let asked = Locked<[Route]>([])
        let pending = Locked<Pending?>(nil)

        var navigationGuard: NavigationGuard {
            NavigationGuard(name: "gate") { [self] context, completion in
                asked.withLock { $0.append(context.to) }
                guard context.to.contains("profile") else { return completion(.success) }
                pending.withLock { $0 = Pending(context, completion) }
            }
        }
    }

    func testALoginStartedAndAnsweredFromAnotherThreadNeverSupersedesTheHeldNavigation() {
        for trial in 0..<Self.trials {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "guard-started-\(trial)")
            let store = Store(reducer: appReducer, state: AppState())
            let screens = RouterConcurrencyTests.Screens()
            let router = Router(store: store, rootRoutable: RouterConcurrencyTests.ScreenRoutable(depth: 0, screens: screens),
                                scheduler: scheduler)
            let gate = Gate()
            router.add(guard: gate.navigationGuard)
            let events = Locked<[NavigationEvent]>([])
            let ended = DispatchSemaphore(value: 0)
            let subscription = router.events.subscribe(onNext: { event in
                events.withLock { $0.append(event) }
                if event.isTerminal { ended.signal() }
            })
            let profile = router.navigate { $0.to(["profile"]) }
            guard let pending = gate.pending.withLock({ $0 }) else {
                return XCTFail("the gate did not hold the navigation")
            }
            let racing = Thread {
                pending.context.startingNavigations { store.dispatch(Show("login")) }
                pending.answer(.success)
            }
            racing.start()
            // Two navigations end: the login and the profile.
            XCTAssertEqual(ended.wait(timeout: .now() + 10), .success, "trial \(trial)")
            XCTAssertEqual(ended.wait(timeout: .now() + 10), .success, "trial \(trial)")
            let seen = events.withLock { $0 }
            let profileEvents = seen.filter { $0.navigationID == profile.requestID }
            XCTAssertEqual(profileEvents.filter(\.isTerminal).map(\.kind), [.completed(route: ["profile"])], "trial \(trial): \(seen)")
            XCTAssertEqual(gate.asked.withLock { $0 }, [["profile"]], "trial \(trial): the login is not checked by the gate")
            let terminals = seen.filter(\.isTerminal)
            XCTAssertEqual(Set(terminals.map(\.navigationID)).count, terminals.count, "trial \(trial): one terminal event per navigation")
            subscription.dispose()
            router.dispose()
            let drained = DispatchSemaphore(value: 0)
            _ = scheduler.schedule { drained.signal() }
            drained.wait()
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
