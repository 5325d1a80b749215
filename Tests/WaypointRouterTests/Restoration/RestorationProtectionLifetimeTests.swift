import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

/// A restoration's protection callbacks tell the app about a restoration that still waits:
/// none runs after its handle was cancelled or its router disposed (issue 25, defect 8).
final class RestorationProtectionLifetimeTests: LeakCheckingTestCase {
    private func saved() throws -> Data {
        let source = NavigationHarness(state: AppState(), reducer: appReducer)
        source.router.navigate { $0.to(["account"]).stateRestorable(identifier: "account") }
        source.skipEvents(through: 5)
        return try source.router.saveState()
    }

    /// Restores into a new harness, the entry held by `login`; the callbacks log into `callbacks`.
    private func restore(into nav: NavigationHarness<AppState>, login: RestorationLogin, callbacks: CallbackLog) throws -> NavigationHandle {
        let scheduler = nav.scheduler
        return try nav.router.restoreState(from: saved()) { _ in
            .protect(protectionSpace: login,
                     onUnprotect: { callbacks.entries.append("\(scheduler.clock) unprotected") },
                     onFailure: { callbacks.entries.append("\(scheduler.clock) failed \($0)") })
        }
    }

    func testUnprotectingAfterTheHandleWasCancelledTellsTheAppNothing() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = RestorationLogin(), callbacks = CallbackLog()
        let handle = try restore(into: nav, login: login, callbacks: callbacks)
        nav.at(10) { _ in handle.cancel() }
        nav.at(20) { _ in login.unprotect?() }
        nav.expect("""
             0 #1 held by RestorationLogin
            10 #1 cancelled: aborted
            """)
        nav.advance(to: 30)
        XCTAssertEqual(callbacks.entries, [])
        nav.assertRoute([])
    }

    func testFailingAfterTheHandleWasCancelledTellsTheAppNothing() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = RestorationLogin(), callbacks = CallbackLog()
        let handle = try restore(into: nav, login: login, callbacks: callbacks)
        nav.at(10) { _ in handle.cancel() }
        nav.at(20) { _ in login.fail?(LoginCancelled()) }
        nav.skipEvents(through: 30)
        XCTAssertEqual(callbacks.entries, [])
    }

    func testUnprotectingAfterTheRouterWasDisposedTellsTheAppNothing() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = RestorationLogin(), callbacks = CallbackLog()
        _ = try restore(into: nav, login: login, callbacks: callbacks)
        nav.at(10) { nav in nav.router.dispose() }
        nav.at(20) { _ in login.unprotect?() }
        nav.skipEvents(through: 30)
        XCTAssertEqual(callbacks.entries, [])
    }

    func testUnprotectingWhileItWaitsTellsTheAppOnceBeforeTheRestorationGoesOn() throws {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = RestorationLogin(), callbacks = CallbackLog()
        _ = try restore(into: nav, login: login, callbacks: callbacks)
        nav.at(20) { _ in
            login.unprotect?()
            login.unprotect?()
        }
        nav.expect("""
               0 #1 held by RestorationLogin
              20 #1 guards passed
              20 #1 start / → /account [restoration]
              20 #1 push account
              20 #1 pushed account
              20 #1 completed /account
            """)
        XCTAssertEqual(callbacks.entries, ["20 unprotected"])
    }
}
