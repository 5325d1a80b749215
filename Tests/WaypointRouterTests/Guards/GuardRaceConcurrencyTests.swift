import Dispatch
import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defect 3, the guard race: request A's guard answers on one thread while another
/// thread sends request B, which its own guard rejects. Whichever wins, each navigation ends
/// exactly once, its callbacks agree with its terminal event, a navigation reported superseded
/// never reaches the screen, and a navigation a protection space held is never superseded. Each
/// trial is a fresh router on a real serial queue; CI runs this class under ThreadSanitizer.
final class GuardRaceConcurrencyTests: LeakCheckingTestCase {
    private static let trials = 700
    /// The most spins the answering thread waits before it answers.
    private static let longestHead = 4_000

    /// How a trial's request A is guarded.
    private enum Protection {
        /// A guard that answers when the test says so, on the test's racing thread.
        case guardAnswer
        /// A protection space holds it; the racing thread unprotects it.
        case heldThenUnprotected
        /// A protection space holds it; once unprotected, a guard answers on the racing thread.
        case heldThenGuardAnswer
    }

    /// The answer of a guard, kept until the racing thread gives it.
    // @unchecked: `pending` is behind its lock.
    private final class Gate: @unchecked Sendable {
        let pending = Locked<(@Sendable (RoutingResult) -> Void)?>(nil)

        var navigationGuard: NavigationGuard {
            NavigationGuard(name: "gate") { [self] _, completion in pending.withLock { $0 = completion } }
        }

        /// Passes the waiting navigation, if a guard is waiting.
        func open() -> Bool {
            guard let completion = pending.withLock({ pending -> (@Sendable (RoutingResult) -> Void)? in
                defer { pending = nil }
                return pending
            }) else { return false }
            completion(.success)
            return true
        }
    }

    /// A protection space that holds every navigation until `release()`.
    private final class Login: ProtectionSpace {
        let held = HeldNavigations()

        func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Swift.Error) -> Void) -> Bool {
            held.hold(unprotect: unprotect, failure: failure)
            return true
        }
    }

    /// Two threads that start each trial's two racing blocks together.
    // @unchecked: `arrived` is an atomic; the blocks are handed over before the threads start.
    private final class StartLine: @unchecked Sendable {
        private let arrived = AtomicBox<Int>(0)

        /// Runs `first` and `second` on two threads, released from the same start line; `first`
        /// waits `head` spins more, so that over many trials its work lands all along
        /// `second`'s (which takes longer: a request goes through the store to the guards).
        func race(head: Int, _ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void) {
            arrived.store(0, ordering: .releasing)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                arrived.add(1, ordering: .acquiringAndReleasing)
                var spins = 0
                while arrived.load(ordering: .acquiring) < 2 && spins < 1_000_000 { spins += 1 }
                if index == 0 {
                    for _ in 0..<head { _ = arrived.load(ordering: .relaxed) }
                    first()
                } else {
                    second()
                }
            }
        }
    }

    /// What happened to one request: its callbacks and its result.
    // @unchecked: every var is behind `lock`.
    private final class Outcome: @unchecked Sendable {
        private let lock = Locked(())
        private var callbacks: [String] = []
        let ended = DispatchSemaphore(value: 0)

        func record(_ callback: String) {
            lock.withLock { callbacks.append(callback) }
            ended.signal()
        }

        var entries: [String] { lock.withLock { callbacks } }
    }

    func testAGuardAnsweringWhileARejectedRequestArrivesEndsEachNavigationOnce() {
        runTrials(.guardAnswer)
    }

    func testAHeldNavigationUnprotectedWhileARejectedRequestArrivesIsNeverSuperseded() {
        runTrials(.heldThenUnprotected)
    }

    func testAHeldNavigationWhoseNextGuardAnswersWhileARejectedRequestArrivesIsNeverSuperseded() {
        runTrials(.heldThenGuardAnswer)
    }

    private func runTrials(_ protection: Protection, file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "guard-race")
        let startLine = StartLine()
        var superseded = 0
        var failed: [(Int, [String])] = []
        var random = SeededRandomNumberGenerator(seed: 13)
        for trial in 0..<Self.trials {
            let head = Int.random(in: 0..<Self.longestHead, using: &random)
            let problems = runTrial(protection, head: head, scheduler: scheduler, startLine: startLine)
            if !problems.isEmpty { failed.append((trial, problems)) }
            if lastOutcomeOfA == "superseded" { superseded += 1 }
        }
        if let (trial, problems) = failed.first {
            XCTFail("\(failed.count) of \(Self.trials) trials went wrong; trial \(trial): \(problems.joined(separator: "; "))",
                    file: file, line: line)
        }
        if protection != .guardAnswer {
            XCTAssertEqual(superseded, 0, "a held navigation is never superseded", file: file, line: line)
        }
    }

    private var lastOutcomeOfA = ""

    /// Runs one race and returns what went wrong in it.
    private func runTrial(_ protection: Protection, head: Int, scheduler: SerialDispatchQueueScheduler,
                          startLine: StartLine) -> [String] {
        lastOutcomeOfA = ""
        let store = Store(reducer: appReducer, state: AppState())
        let router = Router(store: store, rootRoutable: RouterConcurrencyTests.ScreenRoutable(depth: 0, screens: screens),
                            scheduler: scheduler)
        screens.stack.withLock { $0 = [] }
        let events = Locked<[NavigationEvent]>([])
        let subscription = router.events.subscribe(onNext: { event in events.withLock { $0.append(event) } })
        let gate = Gate()
        let login = Login()
        let outcomeA = Outcome()
        let outcomeB = Outcome()

        let a = router.navigate { request in
            request.to(["a"]).onSuccess { _ in outcomeA.record("success") }.onFailure { outcomeA.record("failure: \($0)") }
            switch protection {
            case .guardAnswer: request.guarded(by: gate.navigationGuard)
            case .heldThenUnprotected: request.protect(with: login)
            case .heldThenGuardAnswer: request.protect(with: login).guarded(by: gate.navigationGuard)
            }
        }
        if protection == .heldThenGuardAnswer {
            // Let A's protection go; A now waits on its gate, after having been held.
            login.held.unprotectAll()
        }
        let rejecting = NavigationGuard(name: "B's guard") { _, completion in completion(.failure(GuardError(message: "no"))) }
        let sendB: @Sendable () -> NavigationHandle = {
            router.navigate { $0.to(["b"]).guarded(by: rejecting).onSuccess { _ in outcomeB.record("success") }.onFailure { outcomeB.record("failure: \($0)") } }
        }
        let sentB = Locked<NavigationHandle?>(nil)
        startLine.race(head: head, {
            switch protection {
            case .guardAnswer, .heldThenGuardAnswer: _ = gate.open()
            case .heldThenUnprotected: login.held.unprotectAll()
            }
        }, {
            let handle = sendB()
            sentB.withLock { $0 = handle }
        })
        let b = sentB.withLock { $0 }

        var problems: [String] = []
        if outcomeA.ended.wait(timeout: .now() + 10) == .timedOut { problems.append("A never ended") }
        if outcomeB.ended.wait(timeout: .now() + 10) == .timedOut { problems.append("B never ended") }
        settle(scheduler)

        let recorded = events.withLock { $0 }
        for (name, handle) in [("A", a), ("B", b)] {
            guard let id = handle?.requestID else { continue }
            let terminals = recorded.filter { $0.navigationID == id && $0.isTerminal }
            if terminals.count != 1 { problems.append("\(name) ended \(terminals.count) times: \(recorded.map(\.description))") }
        }
        let callbacksA = outcomeA.entries
        let callbacksB = outcomeB.entries
        if callbacksA.count != 1 { problems.append("A's callbacks: \(callbacksA)") }
        if callbacksB.count != 1 || callbacksB.first?.hasPrefix("failure") != true { problems.append("B's callbacks: \(callbacksB)") }
        let terminalA = recorded.first { $0.navigationID == a.requestID && $0.isTerminal }?.kind
        let route = store.state.navigationState.route
        let shown = screens.stack.withLock { $0 }
        switch terminalA {
        case .completed?:
            lastOutcomeOfA = "completed"
            if callbacksA != ["success"] { problems.append("A completed but its callbacks say \(callbacksA)") }
            if route != ["a"] || shown != ["a"] { problems.append("A completed but the state shows \(route) and the UI \(shown)") }
        case .cancelled(.superseded)?:
            lastOutcomeOfA = "superseded"
            if callbacksA.first?.hasPrefix("failure") != true { problems.append("A superseded but its callbacks say \(callbacksA)") }
            if route != [] || shown != [] { problems.append("A superseded but the state shows \(route) and the UI \(shown)") }
        default:
            problems.append("A ended with \(String(describing: terminalA)): \(recorded.map(\.description))")
        }
        if router.displayedRoute != route { problems.append("the router shows \(router.displayedRoute), the state \(route)") }

        subscription.dispose()
        router.dispose()
        drain(scheduler)
        return problems
    }

    private let screens = RouterConcurrencyTests.Screens()

    /// Waits until the router's queue stays idle for a few rounds (a second terminal event
    /// would come in them).
    private func settle(_ scheduler: SerialDispatchQueueScheduler) {
        for _ in 0..<3 { drain(scheduler) }
    }

    /// Waits until every block already queued on `scheduler` ran.
    private func drain(_ scheduler: SerialDispatchQueueScheduler) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule { done.signal() }
        _ = done.wait(timeout: .now() + 10)
    }
}
