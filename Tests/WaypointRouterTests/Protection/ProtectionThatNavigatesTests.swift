import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// A guard or protection that presents a login starts a navigation while it decides on another:
/// the login is neither checked nor held by it, and does not supersede what it holds.
final class ProtectionThatNavigatesTests: LeakCheckingTestCase {
    func testAGlobalProtectionThatPresentsItsLoginDoesNotHoldTheLogin() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = PresentingLogin()
        login.present = { [weak store = nav.store] in store?.dispatch(Show("login")) }
        nav.router.add(guard: NavigationGuard(protectionSpace: login))
        nav.router.navigate { $0.to(["account"]) }
        nav.at(10) { _ in login.signIn() }
        // Before: the login's own navigation was held too and presented the login again, until
        // the space's cut-off (a counter) ended the loop.
        nav.expect("""
                0 #1 held by PresentingLogin
                0 #2 start / → /login
              0-1 #2 push login
                1 #2 completed /login
               10 #1 guards passed
               10 #1 start /login → /account [request]
            10-11 #1 change login → account
               11 #1 completed /account
            """)
        XCTAssertEqual(login.asked, ["/ → /account request"])
        nav.assertShows(["account"])
        nav.assertInSync()
    }

    func testAGuardThatWaitsForASignInIsNotSupersededByTheLoginItStarts() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let session = Session()
        nav.router.add(guard: NavigationGuard(name: "login guard") { [weak store = nav.store] context, completion in
            guard context.to.contains("profile"), !session.signedIn else { return completion(.success) }
            session.waiting.append(completion)
            store?.dispatch(Show("login"))
        })
        nav.dispatch(SetRouteAction(["feed"]))
        nav.dispatch(Show("profile"), at: 10)
        nav.at(100) { _ in session.signIn() }
        // Before: `#2 cancelled: superseded by #3` at 10, and the destination was lost.
        nav.expect("""
                  0 #1 guards passed
                  0 #1 start / → /feed
                0-1 #1 push feed
                  1 #1 completed /feed
                 10 #2 held by login guard
                 10 #3 start /feed → /feed/login
              10-11 #3 push login
                 11 #3 completed /feed/login
                100 #2 guards passed
                100 #2 start /feed/login → /feed/profile
            100-101 #2 change login → profile
                101 #2 completed /feed/profile
            """)
        nav.assertShows(["feed", "profile"])
        nav.assertInSync()
    }

    func testALoginStartedLaterThroughTheContextHoldsTheNavigationWithoutATimeout() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, guardTimeout: 10)
        let session = Session()
        let scheduler = nav.scheduler
        nav.router.add(guard: NavigationGuard(name: "login guard") { [weak store = nav.store] context, completion in
            guard !session.signedIn, context.to.contains("profile") else { return completion(.success) }
            session.waiting.append(completion)
            // Later (after an alert, say), from wherever the app is then.
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
                context.startingNavigations { store?.dispatch(Show("login")) }
                return Disposables.create()
            }
        })
        nav.dispatch(SetRouteAction(["profile"]))
        nav.at(100) { _ in session.signIn() }
        nav.expect("""
                  5 #1 held by login guard
                  5 #2 start / → /login
                5-6 #2 push login
                  6 #2 completed /login
                100 #1 guards passed
                100 #1 start /login → /profile
            100-101 #1 change login → profile
                101 #1 completed /profile
            """)
        nav.assertShows(["profile"])
    }

    func testTheLoginIsStillCheckedByTheOtherGuards() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let login = PresentingLogin()
        login.present = { [weak store = nav.store] in store?.dispatch(Show("login")) }
        let seen = SeenContexts()
        nav.router.add(guard: NavigationGuard(protectionSpace: login))
        nav.router.add(guard: NavigationGuard(name: "audit") { context, completion in
            seen.contexts.append(context)
            completion(.success)
        })
        nav.dispatch(SetRouteAction(["account"]))
        nav.expect("""
                0 #1 held by PresentingLogin
                0 #2 guards passed
                0 #2 start / → /login
              0-1 #2 push login
                1 #2 completed /login
            """)
        XCTAssertEqual(seen.contexts.map(\.to), [["login"]])
    }

    func testARedirectAnsweredWhileTheGuardRunsIsCheckedByItAgain() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer)
        let seen = SeenContexts()
        nav.router.add(guard: NavigationGuard(name: "moved") { context, completion in
            seen.contexts.append(context)
            completion(context.to == ["old"] ? .failure(Redirect(to: ["new"])) : .success)
        })
        nav.dispatch(SetRouteAction(["old"]))
        nav.expect("""
                0 #1 cancelled: redirected to /new as #2
                0 #2 guards passed
                0 #2 start / → /new
              0-1 #2 push new
                1 #2 completed /new
            """)
        XCTAssertEqual(seen.contexts.map(\.to), [["old"], ["new"]])
    }
}

/// A protection space that is told what it protects and presents its login when it holds a
/// navigation, as an app's does.
// @unchecked: tests drive it from the single test thread only.
final class PresentingLogin: ProtectionSpace, @unchecked Sendable {
    var present: () -> Void = {}
    var signedIn = false
    /// What it was asked, as `from → to trigger`.
    var asked: [String] = []
    let held = HeldNavigations()

    func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                       failure: @escaping @Sendable (Error) -> Void) -> Bool {
        asked.append("\(context.from.routeDescription) → \(context.to.routeDescription) \(context.trigger)")
        // A cut-off, so that a loop ends in a failed test rather than a hang.
        if signedIn || asked.count > 20 { return false }
        held.hold(unprotect: unprotect, failure: failure)
        present()
        return true
    }

    func signIn() {
        signedIn = true
        held.unprotectAll()
    }
}

/// Who is signed in, and the guards waiting for it.
// @unchecked: tests drive it from the single test thread only.
final class Session: @unchecked Sendable {
    var signedIn = false
    var waiting: [@Sendable (RoutingResult) -> Void] = []

    func signIn() {
        signedIn = true
        let answers = waiting
        waiting = []
        for answer in answers { answer(.success) }
    }
}
