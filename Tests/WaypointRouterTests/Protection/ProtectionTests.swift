import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class ProtectionTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testHeldThenLoginThenUnprotectReachesTheOriginalTarget() {
        harness = RouterHarness()
        let login = LoginProtection()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["account"]).protect(with: login)
                    .onSuccess { [scheduler = harness.scheduler] result in callbacks.entries.append("\(scheduler.clock) success \(result.route)") }
                    .onFailure { _ in callbacks.entries.append("failure") }
            }
        }
        harness.setRoute(["login"], id: 50, at: 110)
        harness.scheduler.scheduleAt(200) { login.loggedIn = true; login.unprotect?() }
        harness.scheduler.start()
        XCTAssertEqual(harness.model.log, ["110 root push login", "200 root change login → account"])
        XCTAssertEqual(harness.route, ["account"])
        XCTAssertEqual(callbacks.entries, ["210 success [\"account\"]"])
        let kinds = harness.events.events.compactMap(\.value.element?.kind)
        XCTAssertEqual(kinds.first, .held(by: "LoginProtection"))
        XCTAssertTrue(kinds.contains(.guardsPassed))
    }

    func testFailureCancelsTheHeldNavigation() {
        harness = RouterHarness()
        let login = LoginProtection()
        let callbacks = CallbackLog()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate {
                $0.to(["account"]).protect(with: login)
                    .onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { error in callbacks.entries.append("failure: \(error)") }
                    .completion { callbacks.entries.append("completion") }
            }
        }
        harness.scheduler.scheduleAt(150) { login.fail?(GuardError(message: "login cancelled")) }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, [])
        XCTAssertEqual(callbacks.entries, ["failure: Guard LoginProtection rejected the navigation: login cancelled"])
        XCTAssertEqual(harness.events.events.last?.time, 150)
    }

    func testUnprotectedSpaceLetsTheNavigationPass() {
        harness = RouterHarness()
        let login = LoginProtection()
        login.loggedIn = true
        harness.scheduler.scheduleAt(100) { [self] in harness.router.navigate { $0.to(["account"]).protect(with: login) } }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["account"])
        XCTAssertFalse(harness.events.events.contains { if case .held = $0.value.element?.kind { return true } else { return false } })
    }
}
