import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class ProtectionTests: LeakCheckingTestCase {
    private let callbacks = CallbackLog()

    func testHeldThenLoginThenUnprotectReachesTheOriginalTarget() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        let login = LoginProtection()
        nav.router.navigate {
            $0.to(["account"]).protect(with: login)
                .onSuccess { [callbacks, scheduler = nav.scheduler] in callbacks.entries.append("\(scheduler.clock) success \($0.route)") }
                .onFailure { [callbacks] _ in callbacks.entries.append("failure") }
        }
        nav.dispatch(SetRouteAction(["login"]), at: 10)
        nav.scheduler.scheduleAt(100) { login.loggedIn = true; login.unprotect?() }
        nav.expect("""
                  0 #1 held by LoginProtection
                 10 #2 start / → /login
              10-20 #2 push login
                 20 #2 completed /login
                100 #1 guards passed
                100 #1 start /login → /account [request]
            100-110 #1 change login → account
                110 #1 completed /account
            """)
        nav.assertShows(["account"])
        XCTAssertEqual(callbacks.entries, ["110 success [\"account\"]"])
    }

    func testFailureCancelsTheHeldNavigation() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = LoginProtection()
        nav.router.navigate {
            $0.to(["account"]).protect(with: login)
                .onSuccess { [callbacks] _ in callbacks.entries.append("success") }
                .onFailure { [callbacks] in callbacks.entries.append("failure: \($0)") }
                .completion { [callbacks] in callbacks.entries.append("completion") }
        }
        nav.scheduler.scheduleAt(50) { login.fail?(GuardError(message: "login cancelled")) }
        nav.expect("""
             0 #1 held by LoginProtection
            50 #1 cancelled: guard rejected: Guard LoginProtection rejected the navigation: login cancelled
            """)
        nav.assertRoute([])
        XCTAssertEqual(callbacks.entries, ["failure: Guard LoginProtection rejected the navigation: login cancelled"])
    }

    func testUnprotectedSpaceLetsTheNavigationPass() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = LoginProtection()
        login.loggedIn = true
        nav.router.navigate { $0.to(["account"]).protect(with: login) }
        nav.expect("""
              0 #1 guards passed
              0 #1 start / → /account [request]
            0-1 #1 push account
              1 #1 completed /account
            """)
    }
}
