import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
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

    func testUnprotectAllLetsTheHeldNavigationReachItsTarget() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let gate = Gate()
        let request = nav.navigate(at: 100) { $0.to(["account"]).protect(with: gate) }
        nav.at(150) { _ in XCTAssertEqual(gate.held.count, 1) }
        nav.at(200) { _ in
            gate.open.store(true, ordering: .releasing)
            gate.held.unprotectAll()
        }
        nav.expect("""
                100 #1 held by Gate
                200 #1 guards passed
                200 #1 start / → /account [request]
            200-201 #1 push account
                201 #1 completed /account
            """)
        XCTAssertEqual(gate.held.count, 0)
        nav.assertRoute(["account"])
        XCTAssertEqual(request.log, ["201 completion", "201 onSuccess /account", "201 next /account", "201 completed"])
    }

    func testFailAllCancelsTheHeldNavigation() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let gate = Gate()
        let request = nav.navigate(at: 100) { $0.to(["account"]).protect(with: gate) }
        nav.at(150) { _ in gate.held.failAll(GuardError(message: "login closed")) }
        let error = "Guard Gate rejected the navigation: login closed"
        nav.expect("""
            100 #1 held by Gate
            150 #1 cancelled: guard rejected: \(error)
            """)
        XCTAssertEqual(gate.held.count, 0)
        nav.assertRoute([])
        XCTAssertEqual(request.log, ["150 onFailure: \(error)", "150 error: \(error)"])
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
