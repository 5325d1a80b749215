import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
import WaypointUI

/// A login that holds what it protects until the test signs in, presenting itself for the first.
// @unchecked: `signedIn` is touched only on the test's thread; `HeldNavigations` has its own lock.
private final class TabLogin: ProtectionSpace, @unchecked Sendable {
    let held = HeldNavigations()
    var signedIn = false
    let store: Store<AppState>

    init(store: Store<AppState>) {
        self.store = store
    }

    func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                       failure: @escaping @Sendable (Error) -> Void) -> Bool {
        if signedIn { return false }
        held.hold(unprotect: unprotect, failure: failure)
        if held.count == 1 { store.dispatch(Show("login")) }
        return true
    }

    func signIn() {
        signedIn = true
        held.unprotectAll()
    }
}

/// A tab the user taps meets the protections of its route like any navigation: the router makes
/// the change, through its guards, instead of the tab bar.
final class ProtectedTabTests: UIHarnessTestCase {
    private var login: TabLogin!

    override func setUp() {
        super.setUp()
        login = TabLogin(store: harness.store)
        harness.router.protect(with: login, routesContaining: ["profile"])
    }

    override func tearDown() {
        login = nil
        super.tearDown()
    }

    func testATapOnAProtectedTabIsHeldUntilSignInThenTheRouterSelectsIt() {
        harness.setRoute(["home", "user/1"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.scheduleAt(300) { [login] in login!.signIn() }
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(6)), [
            "200 #3 held by TabLogin",
            "200 #4 start /home/user/1 → /home/user/1/login", "200 #4 push login", "210 #4 pushed login",
            "210 #4 completed /home/user/1/login",
            "300 #3 guards passed",
            "300 #3 start /home/user/1/login → /profile [user]",
            "300 #3 pop login", "310 #3 popped login", "310 #3 pop user/1", "310 #3 popped user/1",
            "310 #3 change home → profile", "310 #3 changed home → profile", "310 #3 completed /profile",
        ])
        XCTAssertEqual(harness.log.calls.filter { $0.contains("taps tab") }, ["200 user taps tab 1: refused"])
        XCTAssertEqual(harness.tabs.selectedTabIndex, 1)
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        // The login went; the tab the user left keeps its stack, as after a plain tap.
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1"])
        XCTAssertNil(harness.modal(over: harness.home))
    }

    /// After sign-in the tab switch is the user's plain tap: the tab the user left keeps its
    /// screens, and going back to it shows them, route and UI agreeing.
    func testATabTapReleasedBySignInKeepsTheLeftTabsStackAsAPlainTapDoes() {
        harness.setRoute(["home", "user/1", "detail"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.scheduleAt(300) { [login] in login!.signIn() }
        harness.tapTab(0, at: 400)
        harness.scheduler.start()

        XCTAssertEqual(harness.log.calls.filter { $0.contains("taps tab") }, ["200 user taps tab 1: refused", "400 user taps tab 0: allowed"])
        XCTAssertEqual(harness.names(harness.home), ["home-root", "user/1", "detail"])
        XCTAssertEqual(harness.route, ["home", "user/1", "detail"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
        XCTAssertEqual(Array(harness.timeline.suffix(2)), [
            "400 #5 user selected a tab /profile → /home/user/1/detail", "400 #5 synced /home/user/1/detail",
        ])
    }

    func testATapOnAProtectedTabWhenSignedInIsMadeByTheRouterAtOnce() {
        login.signedIn = true
        harness.setRoute(["home"], at: 100)
        harness.tapTab(1, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(Array(harness.timeline.dropFirst(4)), [
            "200 #3 guards passed",
            "200 #3 start /home → /profile [user]", "200 #3 change home → profile", "200 #3 changed home → profile",
            "200 #3 completed /profile",
        ])
        XCTAssertEqual(harness.log.calls.filter { $0.contains("taps tab") }, ["200 user taps tab 1: refused"])
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.displayedRoute(), harness.route)
    }

    func testATapOnATabNoProtectionChecksIsMadeByTheTabBar() {
        harness.setRoute(["profile"], at: 100)
        login.signedIn = true
        harness.tapTab(0, at: 200)
        harness.scheduler.start()

        XCTAssertEqual(harness.log.calls.filter { $0.contains("taps tab") }, ["200 user taps tab 0: allowed"])
        XCTAssertEqual(Array(harness.timeline.suffix(2)), [
            "200 #3 user selected a tab /profile → /home", "200 #3 synced /home",
        ])
        XCTAssertEqual(harness.route, ["home"])
    }
}
