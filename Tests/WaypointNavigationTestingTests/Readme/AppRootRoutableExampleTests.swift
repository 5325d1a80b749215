import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointTesting

// The example of "The app's own root routable" in TestingNavigation.md, run.

/// The app's own root routable over a fake container: one stack that every screen pushes on,
/// each push animated for 2 ticks.
private final class Deck: Routable {
    let scheduler: TestScheduler
    private(set) var shown: Route = []
    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func pushRouteSegment(_ segment: RouteElementIdentifier, animated: Bool,
                          completionHandler: @escaping RoutingCompletionHandler) -> Routable {
        shown.append(segment)
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2) { _ in
            completionHandler()
            return Disposables.create()
        }
        return self
    }
}

final class AppRootRoutableExampleTests: LeakCheckingTestCase {
    func testTheRouterDrivesTheAppsOwnRootRoutable() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let deck = Deck(scheduler: scheduler)
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, rootRoutable: deck,
                                    shown: { deck.shown }, scheduler: scheduler)
        nav.dispatch(SetRouteAction(["cards", "card"]))
        nav.expect("""
              0 #1 start / → /cards/card
            0-2 #1 push cards
            2-4 #1 push card
              4 #1 completed /cards/card
            """)
        nav.assertInSync()
    }
}
