import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// A segment the screen factory presents as a modal can be segment 0 of a tab bar's route (a login
/// at cold launch, before any tab was named): it is presented over the selected tab's stack, its
/// own stack takes the segments after it, and the route and the containers stay equal whichever
/// way it goes.
final class ModalOverTabsTests: UIHarnessTestCase {

    func testALoginAtDepthZeroIsPresentedOverTheSelectedTab() {
        harness.setRoute(["login"], at: 100)
        harness.setRoute(["login", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))", "200 modal(login).push(detail)"])
        XCTAssertEqual(harness.route, ["login", "detail"])
        XCTAssertEqual(harness.displayedRoute(), ["login", "detail"])
        XCTAssertEqual(harness.outcomes.suffix(2), ["110 completed /login", "210 completed /login/detail"])
    }

    func testGoingToATabFromItDismissesItFirst() {
        harness.setRoute(["login"], at: 100)
        harness.setRoute(["profile", "detail"], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))",
                                           "200 home.dismiss(modal(login))", "210 tabs.select(1)", "210 profile.push(detail)"])
        XCTAssertEqual(harness.route, ["profile", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testHidingItDismissesIt() {
        harness.setRoute(["login"], at: 100)
        harness.setRoute([], at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.log.calls, ["100 home.present(modal(login))", "200 home.dismiss(modal(login))"])
        XCTAssertNil(harness.home.presentedModal)
        XCTAssertEqual(harness.route, [])
    }

    func testSwipedDownItLeavesTheRouteOnTheTabItCovered() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.setRoute(["login"], at: 200)
        harness.user(at: 300) { [harness] in harness!.home.userDismisses() }
        harness.scheduler.start()
        // The route [login] shows nothing of home's stack: user/1 is popped first.
        XCTAssertEqual(harness.log.calls, ["100 home.push(user/1)", "200 home.popTo(home-root)", "210 home.present(modal(login))"])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.displayedRoute(), ["home"])
        XCTAssertEqual(harness.outcomes.suffix(2), ["300 user navigated /login → /home (showed)", "300 state synced to /home"])
    }

    func testASegmentThatIsNeitherATabNorAModalStillFails() {
        harness.setRoute(["detail"], at: 100)
        harness.scheduler.start()
        XCTAssertTrue(harness.outcomes.contains { $0.contains("\"detail\" is not a tab") }, "\(harness.outcomes)")
        XCTAssertEqual(harness.route, ["home"])
    }

    func testAColdLaunchLinkHeldByALoginGoesOnOnceSignedIn() {
        // The protection presents the login from wherever the app is (here: nothing named yet),
        // and lets the navigation go once signed in; the login goes as part of its diff.
        let login = LoginSpace()
        harness.scheduler.scheduleAt(0) { [harness] in
            harness!.store.dispatch(SetRouteAction(["login"]))      // shown before the tab is even synced
            harness!.router.navigate { $0.to(["profile", "detail"]).protect(with: login) }
        }
        harness.scheduler.scheduleAt(200) { login.signIn() }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["profile", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertNil(harness.home.presentedModal)
        XCTAssertTrue(harness.outcomes.contains { $0.hasSuffix("completed /profile/detail") }, "\(harness.outcomes)")
    }

    func testAColdLaunchLinkToAProtectedRouteShowsTheLoginBeforeAnyTabIsNamedThenGoesOn() {
        // The link arrives before the router saw any state: the route is still [] when the
        // protection asks for the login, which is not a tab.
        let store = harness.store
        let login = LoginSpace { store.dispatch(Show("login")) }
        try? harness.router.deepLinks.register("/profile/detail", route: ["profile", "detail"])
        harness.router.navigate(toLink: "myapp://profile/detail") { $0.protect(with: login) }
        harness.scheduler.scheduleAt(200) { login.signIn() }
        var atLogin: Route = []
        harness.scheduler.scheduleAt(100) { [harness] in atLogin = harness!.displayedRoute() }
        harness.scheduler.start()
        XCTAssertEqual(atLogin, ["login"])
        XCTAssertEqual(harness.route, ["profile", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertNil(harness.home.presentedModal, "the login went as part of the held navigation's diff")
        XCTAssertTrue(harness.outcomes.contains { $0.hasSuffix("completed /profile/detail") }, "\(harness.outcomes)")
        XCTAssertFalse(harness.outcomes.contains { $0.contains("failed") }, "\(harness.outcomes)")
    }
}

/// A protection that holds every navigation and asks for the login with `presentLogin`;
/// `signIn()` lets the held navigation go.
private final class LoginSpace: ProtectionSpace {
    private let presentLogin: @Sendable () -> Void
    private let unprotect = Locked<(@Sendable () -> Void)?>(nil)

    init(presentLogin: @escaping @Sendable () -> Void = {}) {
        self.presentLogin = presentLogin
    }

    func shouldProtect(unprotect: @escaping @Sendable () -> Void, failure: @escaping @Sendable (Error) -> Void) -> Bool {
        self.unprotect.withLock { $0 = unprotect }
        presentLogin()
        return true
    }

    func signIn() {
        unprotect.withLock { $0 }?()
    }
}
