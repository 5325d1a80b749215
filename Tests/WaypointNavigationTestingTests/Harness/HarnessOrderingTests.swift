import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// The harness sees the order the app sees: the same calls give the same events, in the same
/// order, on the harness's `TestScheduler` and on the app's `MainScheduler` (issue 25, defect 7).
final class HarnessOrderingTests: XCTestCase {
    /// Presents the login and holds what it protects until `signIn()`.
    // @unchecked: tests drive it from the single test thread only.
    private final class PresentingLogin: ProtectionSpace, @unchecked Sendable {
        var present: () -> Void = {}
        var signedIn = false
        let held = HeldNavigations()

        func shouldProtect(_ context: NavigationGuardContext, unprotect: @escaping @Sendable () -> Void,
                           failure: @escaping @Sendable (Error) -> Void) -> Bool {
            if signedIn { return false }
            held.hold(unprotect: unprotect, failure: failure)
            present()
            return true
        }

        func signIn() {
            signedIn = true
            held.unprotectAll()
        }
    }

    /// The app's calls: the account is protected; the login is shown; the user signs in, the
    /// app records it, hides the login and lets the held navigation go.
    private func signInScenario(store: Store<AppState>, router: Router<AppState>, login: PresentingLogin) -> (start: () -> Void, signIn: () -> Void) {
        login.present = { [weak store] in store?.dispatch(Show("login")) }
        router.protect(with: login, routesContaining: ["account"])
        return ({
            store.dispatch(SetRouteAction(["feed"]))
            router.navigate { $0.to(["feed", "account"]) }
        }, {
            store.dispatch(SignIn())
            store.dispatch(Hide("login"))
            login.signIn()
        })
    }

    private static func text(_ events: [NavigationEvent]) -> [String] {
        var numbering = NavigationNumbering()
        return events.map { "#\(numbering.number(of: $0.navigationID)) " + NavigationTimeline.describe($0.kind, numbering: &numbering) }
    }

    /// What the app sees on `MainScheduler`, the test being on the main thread.
    private func eventsOnMainScheduler() -> [String] {
        let store = Store(reducer: appReducer, state: AppState())
        let tree = TestRoutableTree(scheduler: TestScheduler(initialClock: 0), stepDuration: 0)
        tree.animatedBehavior = .immediately
        let router = Router(store: store, rootRoutable: tree.root, scheduler: MainScheduler.instance)
        let events = Locked<[NavigationEvent]>([])
        let subscription = router.events.subscribe(onNext: { event in events.withLock { $0.append(event) } })
        let login = PresentingLogin()
        let scenario = signInScenario(store: store, router: router, login: login)
        scenario.start()
        runMainQueue()
        scenario.signIn()
        runMainQueue()
        XCTAssertEqual(tree.shown, ["feed", "account"])
        subscription.dispose()
        router.dispose()
        return Self.text(events.withLock { $0 })
    }

    /// Runs what was queued on the main queue (work the scheduler queued while busy), and what
    /// that queued, until a round queues nothing more.
    private func runMainQueue() {
        for _ in 0..<3 {
            let drained = expectation(description: "main queue drained")
            DispatchQueue.main.async { drained.fulfill() }
            wait(for: [drained], timeout: 5)
        }
    }

    /// What the harness sees with `ordering`, and that its UI ends at the account, in sync.
    private func eventsOnHarness(_ ordering: HarnessOrdering) -> [String] {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 0, ordering: ordering)
        nav.tree.animatedBehavior = .immediately
        let login = PresentingLogin()
        let scenario = signInScenario(store: nav.store, router: nav.router, login: login)
        scenario.start()
        nav.at(10) { _ in scenario.signIn() }
        nav.skipEvents(through: 10)
        nav.finish()
        nav.assertShows(["feed", "account"])
        nav.assertInSync()
        return Self.text(nav.events.map(\.value))
    }

    func testTheHarnessSeesTheOrderTheAppSeesOnTheMainScheduler() {
        XCTAssertTrue(Thread.isMainThread)
        let onMain = eventsOnMainScheduler()
        XCTAssertEqual(eventsOnHarness(.app), onMain)
        XCTAssertEqual(onMain.filter { $0.hasPrefix("#4 ") }, ["#4 start /feed/login → /feed", "#4 pop login", "#4 popped login", "#4 completed /feed"])
    }

    func testTheQueuedOrderingHandlesTheCallsOfOneTickTogether() {
        // The hide and the released navigation reach the router together: the released one
        // replaces the hide's target before the hide's step ended (issue 25's report).
        XCTAssertEqual(eventsOnHarness(.queued).filter { $0.hasPrefix("#4 ") },
                       ["#4 start /feed/login → /feed", "#4 pop login", "#4 popped login", "#4 cancelled: superseded by #2"])
    }
}
