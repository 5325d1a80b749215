import XCTest
import WaypointInterceptors
import WaypointNavigationTesting
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// When the router syncs the state to the screen (after a cancellation, after the user's own
/// change), the store's route equals the screen when the `synced` event is reported, whatever the
/// app's own store interceptors do: the sync is reduced past them. (Through them, a 20-tick
/// interceptor left the store on the old route until 20 ticks after `synced`, and one that drops
/// actions it does not know left it there for good.)
final class StateSyncTests: LeakCheckingTestCase {
    /// A harness whose store has an app interceptor, after the guards, that holds every action for
    /// 20 ticks; `routes` records each route the store takes, at its tick.
    private func slowStore() -> (NavigationHarness<AppState>, () -> [String], Disposable) {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.store.add(interceptor: AnyInterceptor<Action>(name: "slow") { [scheduler = nav.scheduler] chain in
            Observable<Int>.timer(.seconds(20), scheduler: scheduler).flatMap { _ in chain.proceed() }
        })
        var routes: [String] = []
        let subscription = nav.store.states.map(\.navigationState.route).distinctUntilChanged()
            .subscribe(onNext: { [scheduler = nav.scheduler] route in routes.append("\(scheduler.clock) \(route.routeDescription)") })
        return (nav, { routes }, subscription)
    }

    func testTheSyncAfterACancellationIsInTheStoreWhenItIsReported() {
        let (nav, routes, subscription) = slowStore()
        defer { subscription.dispose() }
        let request = nav.navigate(at: 100) { $0.to(["home"]) }
        request.cancel(at: 110)
        nav.expect("""
            110 #1 cancelled: aborted
            120 #1 synced /
            """)
        XCTAssertEqual(routes(), ["0 /", "120 /home", "120 /"])
        nav.assertInSync()
        nav.run()
        nav.expectNoEvents()
        XCTAssertEqual(routes(), ["0 /", "120 /home", "120 /"])
    }

    func testTheSyncAfterTheUsersChangeIsInTheStoreWhenItIsReported() {
        let (nav, routes, subscription) = slowStore()
        defer { subscription.dispose() }
        nav.dispatch(SetRouteAction(["home", "user"]), at: 100)
        nav.userGoesBack(at: 200)
        nav.expect("""
                120 #1 start / → /home/user
            120-130 #1 push home
            130-140 #1 push user
                140 #1 completed /home/user
                200 #2 user popped /home/user → /home
                200 #2 synced /home
            """)
        XCTAssertEqual(routes(), ["0 /", "120 /home/user", "200 /home"])
        nav.assertInSync()
        nav.run()
        nav.expectNoEvents()
    }

    func testAnAppInterceptorThatDropsActionsItDoesNotKnowCannotKeepTheStoreOffTheScreen() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        // An allow-list: only the app's own route actions go on.
        nav.store.add(interceptor: AnyInterceptor<Action>(name: "allow-list") { chain in
            chain.input is SetRouteAction ? chain.proceed() : .empty()
        })
        nav.dispatch(SetRouteAction(["home", "user"]))
        nav.skipEvents(through: 20)
        nav.userGoesBack(at: 30)
        nav.expect("""
            30 #2 user popped /home/user → /home
            30 #2 synced /home
            """)
        nav.assertRoute(["home"])
        nav.assertInSync()
    }
}
