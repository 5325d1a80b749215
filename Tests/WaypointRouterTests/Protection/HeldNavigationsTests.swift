import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A stateful protection space written with `HeldNavigations`: no lock and no
/// `@unchecked Sendable` of its own.
final class HeldNavigationsTests: LeakCheckingTestCase {
    /// Holds every navigation while `open` is false.
    final class Gate: ProtectionSpace {
        let held = HeldNavigations()
        let open = AtomicBox(false)

        func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
            if open.load(ordering: .acquiring) { return false }
            held.hold(unprotect: unprotect, failure: failure)
            return true
        }
    }

    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testUnprotectAllLetsTheHeldNavigationReachItsTarget() {
        harness = RouterHarness()
        let gate = Gate()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["account"]).protect(with: gate)
                    .onSuccess { [scheduler = harness.scheduler] result in callbacks.entries.append("\(scheduler.clock) success \(result.route)") }
                    .onFailure { _ in callbacks.entries.append("failure") }
            }
        }
        harness.scheduler.scheduleAt(150) { XCTAssertEqual(gate.held.count, 1) }
        harness.scheduler.scheduleAt(200) {
            gate.open.store(true, ordering: .releasing)
            gate.held.unprotectAll()
        }
        harness.scheduler.start()
        XCTAssertEqual(gate.held.count, 0)
        XCTAssertEqual(harness.route, ["account"])
        XCTAssertEqual(callbacks.entries, ["210 success [\"account\"]"])
    }

    func testFailAllCancelsTheHeldNavigation() {
        harness = RouterHarness()
        let gate = Gate()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["account"]).protect(with: gate)
                    .onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { error in callbacks.entries.append("failure: \(error)") }
            }
        }
        harness.scheduler.scheduleAt(150) { gate.held.failAll(GuardError(message: "login closed")) }
        harness.scheduler.start()
        XCTAssertEqual(gate.held.count, 0)
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(callbacks.entries, ["failure: Guard Gate rejected the navigation: login closed"])
    }

    func testCallbacksRunInHoldingOrderAndOnlyOnce() {
        let held = HeldNavigations()
        let log = Locked<[String]>([])
        held.hold(unprotect: { log.withLock { $0.append("first") } }, failure: { _ in log.withLock { $0.append("first failed") } })
        held.hold(unprotect: { log.withLock { $0.append("second") } }, failure: { _ in log.withLock { $0.append("second failed") } })
        held.unprotectAll()
        held.unprotectAll()
        held.failAll(GuardError(message: "late"))
        XCTAssertEqual(log.withLock { $0 }, ["first", "second"])
    }
}
