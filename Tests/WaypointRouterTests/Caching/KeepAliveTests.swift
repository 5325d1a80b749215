import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

final class KeepAliveTests: LeakCheckingTestCase {
    func testCachedRoutableIsHandedBackWhileAliveAndRebuiltAfterKill() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let lifetime = ManualLifetime()
        for (time, route) in [(100, ["home", "profile"]), (200, ["home"]), (300, ["home", "profile"]), (400, ["home"]), (600, ["home", "profile"])] {
            nav.navigate(at: time) { $0.to(route).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        }
        nav.at(500) { _ in lifetime.kill() }
        nav.run()
        XCTAssertEqual(nav.tree.built["profile"], 2, "built at 100, reused at 300, rebuilt at 600 after the kill")
        XCTAssertEqual(nav.unassertedEvents.filter { $0.contains("cache hit") }, ["300 #3 cache hit profile"])
        // The lifetime ended at 500: the routable rebuilt at 600 is not kept under it.
        XCTAssertEqual(nav.router.cache.identifiers, [])
        XCTAssertTrue(lifetime.isKilled)
    }

    func testScheduledLifetimeEndsOnTheScheduler() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50, exhaustivity: .off)
        let lifetime = ScheduledLifetime(.seconds(50), scheduler: nav.scheduler)
        nav.navigate(at: 100) { $0.to(["profile"]).keepAlive(within: lifetime, cacheIdentifier: "p") }
        var identifiers: [[String]] = []
        for time in [150, 170] { nav.at(time) { identifiers.append($0.router.cache.identifiers) } }
        nav.run()
        XCTAssertEqual(identifiers, [["p"], []])
    }
}

/// Issue 13, defect 5: a lifetime that ended before its navigation arrived leaves nothing cached.
final class KilledLifetimeTests: LeakCheckingTestCase {
    func testALifetimeKilledWhileItsNavigationIsInFlightCachesNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50, exhaustivity: .off)
        let lifetime = ManualLifetime()
        nav.navigate(at: 100) { $0.to(["home", "profile"]).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        nav.at(105) { _ in lifetime.kill() }
        nav.run()
        nav.assertRoute(["home", "profile"])
        XCTAssertEqual(nav.router.cache.identifiers, [])
    }

    func testALifetimeKilledBeforehandCachesNothing() {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, exhaustivity: .off)
        let lifetime = ManualLifetime()
        lifetime.kill()
        nav.navigate { $0.to(["profile"]).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        nav.run()
        nav.assertRoute(["profile"])
        XCTAssertEqual(nav.router.cache.identifiers, [])
    }
}
