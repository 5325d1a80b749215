import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class KeepAliveTests: LeakCheckingTestCase {
    func testCachedRoutableIsHandedBackWhileAliveAndRebuiltAfterKill() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let lifetime = ManualLifetime()
        for (time, route) in [(0, ["home", "profile"]), (10, ["home"]), (20, ["home", "profile"]), (30, ["home"]), (50, ["home", "profile"])] {
            nav.scheduler.scheduleAt(time) { nav.router.navigate { $0.to(route).keepAlive(within: lifetime, cacheIdentifier: "profile") } }
        }
        nav.scheduler.scheduleAt(40) { lifetime.kill() }
        nav.expect("""
            20 #3 cache hit profile
            20 #3 push profile
            50 #5 push profile    // rebuilt: the lifetime ended at 40
            """)
        nav.run()
        let pushes = nav.tree.calls.filter { $0.segment == "profile" && $0.method == .push }
        XCTAssertEqual(pushes.map(\.time), [1, 20, 50])
        XCTAssertEqual(nav.router.cache.identifiers, ["profile"])
        lifetime.kill()
        XCTAssertEqual(nav.router.cache.identifiers, [])
    }

    func testScheduledLifetimeEndsOnTheScheduler() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let lifetime = ScheduledLifetime(nav.scheduler.interval(ticks: 50), scheduler: nav.scheduler)
        nav.router.navigate { $0.to(["profile"]).keepAlive(within: lifetime, cacheIdentifier: "p") }
        nav.advance(to: 49)
        XCTAssertEqual(nav.router.cache.identifiers, ["p"])
        nav.advance(to: 70)
        XCTAssertEqual(nav.router.cache.identifiers, [])
    }
}
