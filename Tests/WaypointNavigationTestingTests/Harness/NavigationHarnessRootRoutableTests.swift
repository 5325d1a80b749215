import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

/// An app's own root routable, as a container routable is: one stack of cards that every routable
/// of the chain pushes onto; a push is animated for 3 ticks, a pop completes at once. The user can
/// swipe the top card away.
private final class CardStack: Routable {
    let scheduler: TestScheduler
    private(set) var cards: Route = []
    private(set) var log: [String] = []
    /// Where the user's changes go (as a container routable's `connect(to:)` sets it).
    var onUserChange: ((UserNavigation) -> Void)?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func pushRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        cards.append(routeElementIdentifier)
        log.append("\(scheduler.clock) push \(routeElementIdentifier)")
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 3) { _ in
            completionHandler()
            return Disposables.create()
        }
        return self
    }

    func popRouteSegment(_ routeElementIdentifier: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                         completionHandler: @escaping RoutingCompletionHandler) throws {
        cards.removeLast()
        log.append("\(scheduler.clock) pop \(routeElementIdentifier)")
        completionHandler()
    }

    func userSwipesAway() {
        cards.removeLast()
        onUserChange?(.popped(count: 1))
    }
}

/// A harness over the app's own root routable instead of a `TestRoutableTree`.
final class NavigationHarnessRootRoutableTests: KitFailureTestCase {
    func testTheRouterDrivesTheAppsRootRoutableAndTheHarnessReadsWhatItShows() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let stack = CardStack(scheduler: scheduler)
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: stack, shown: { stack.cards }, scheduler: scheduler)
        XCTAssertNil(nav.tree)
        nav.dispatch(SetRouteAction(["home", "user"]), at: 10)
        nav.expect("""
               10 #1 start / → /home/user
            10-13 #1 push home
            13-16 #1 push user
               16 #1 completed /home/user
            """)
        XCTAssertEqual(stack.log, ["10 push home", "13 push user"])
        XCTAssertEqual(nav.shown, ["home", "user"])
        nav.assertShows(["home", "user"])
        nav.assertInSync()
        XCTAssertEqual(failures, [])
    }

    func testTheUsersChangesToTheAppsContainersReachTheRouter() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let stack = CardStack(scheduler: scheduler)
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: stack, shown: { stack.cards }, scheduler: scheduler)
        stack.onUserChange = { [weak router = nav.router] change in router?.userDidNavigate(change) }
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents(through: 6)
        nav.at(20) { _ in stack.userSwipesAway() }
        nav.expect("""
            20 #2 user popped /home/user → /home
            20 #2 synced /home
            """)
        nav.assertRoute(["home"])
        nav.assertInSync()
        XCTAssertEqual(failures, [])
    }

    func testTheAssertionsCompareWithWhatTheRootRoutableShows() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let stack = CardStack(scheduler: scheduler)
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: stack, shown: { ["elsewhere"] }, scheduler: scheduler)
        nav.dispatch(SetRouteAction(["home"]))
        nav.skipEvents(through: 3)
        let line = #line + 1
        nav.assertShows(["home"])
        nav.assertInSync()
        XCTAssertEqual(failures.map(\.line), [line, line + 1])
        XCTAssertEqual(failures.first?.description.hasPrefix("The UI does not show /home:"), true, failures.first?.description ?? "none")
        XCTAssertEqual(failures.last?.description.hasPrefix("The store's route differs from what the UI shows:"), true, failures.last?.description ?? "none")
    }

    /// Every user action of the harness fails where it is called (as XCTest's assertions do),
    /// also one scheduled for later: the test's line, not the harness's creation line.
    func testTheUsersActionsFailAtTheLineThatCallsThem() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let stack = CardStack(scheduler: scheduler)
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: stack, shown: { stack.cards }, scheduler: scheduler)
        let first = #line + 1
        nav.userGoesBack()
        nav.userGoesBack(at: 5)
        nav.userDismisses("home")
        nav.userDismisses("home", at: 5)
        nav.userSelectsTab("home", atDepth: 0)
        nav.userSelectsTab("home", atDepth: 0, at: 5)
        nav.userDragsSheet("home", to: .large)
        nav.userDragsSheet("home", to: .large, at: 5)
        nav.userTapsBack()
        nav.userSwipesBack(at: 5, endingAt: 6)
        nav.userSwipesDown("home", at: 5, endingAt: 6)
        nav.userTapsTab("home", atDepth: 0)
        nav.userTapsTab("home", atDepth: 0, at: 5)
        nav.userTapsSelectedTab(atDepth: 0)
        nav.userAnswers("home", with: "yes")
        nav.run()
        XCTAssertEqual(failures.map(\.line), Array(first..<first + 15))
        XCTAssertEqual(Set(failures.map(\.file)), [#filePath])
        XCTAssertEqual(Set(failures.map(\.description)), ["This harness drives the app's own root routable: act as the user on its containers, not through the harness"])
        nav.expectNoEvents()
    }
}
