import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Guards often hold the store (to read the session, say): that must not keep the store, or the
/// router, alive once the app lets them go.
final class GuardOwnershipTests: LeakCheckingTestCase {
    func testAGuardHoldingTheStoreDoesNotKeepTheStoreOrTheRouterAlive() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        weak var weakStore: Store<AppState>?
        weak var weakRouter: Router<AppState>?
        do {
            let store = Store(reducer: appReducer, state: AppState())
            let router = Router(store: store, rootRoutable: ForgetfulScreen(), scheduler: scheduler)
            router.add(guard: NavigationGuard(name: "SignedIn") { _, completion in
                // The guard reads the store, as a login guard would.
                _ = store.state
                completion(.success)
            })
            scheduler.scheduleAt(10) { store.dispatch(SetRouteAction(["home"])) }
            scheduler.scheduleAt(20) { router.navigate(to: ["home", "user"]) }
            scheduler.start()
            XCTAssertEqual(router.displayedRoute, ["home", "user"])
            weakStore = store
            weakRouter = router
        }
        XCTAssertNil(weakRouter, "the router was kept alive")
        XCTAssertNil(weakStore, "the store was kept alive")
    }
}
