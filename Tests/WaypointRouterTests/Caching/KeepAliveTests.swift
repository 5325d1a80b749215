import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class KeepAliveTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testCachedRoutableIsHandedBackWhileAliveAndRebuiltAfterKill() {
        harness = RouterHarness()
        let lifetime = ManualLifetime()
        for (time, route) in [(100, ["home", "profile"]), (200, ["home"]), (300, ["home", "profile"]), (400, ["home"]), (600, ["home", "profile"])] {
            harness.scheduler.scheduleAt(time) { [self] in
                harness.router.navigate { $0.to(route).keepAlive(within: lifetime, cacheIdentifier: "profile") }
            }
        }
        harness.scheduler.scheduleAt(500) { lifetime.kill() }
        harness.scheduler.start()
        let built = harness.model.built["profile"] ?? []
        XCTAssertEqual(built.count, 2, "built at 100, reused at 300, rebuilt at 600 after the kill")
        let hits = harness.events.events.filter { $0.value.element?.kind == .cacheHit(identifier: "profile") }.map(\.time)
        XCTAssertEqual(hits, [300])
        // The lifetime ended at 500: the routable rebuilt at 600 is not kept under it.
        XCTAssertEqual(harness.router.cache.identifiers, [])
        XCTAssertTrue(lifetime.isKilled)
    }

    func testScheduledLifetimeEndsOnTheScheduler() {
        harness = RouterHarness()
        let lifetime = ScheduledLifetime(.seconds(50), scheduler: harness.scheduler)
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["profile"]).keepAlive(within: lifetime, cacheIdentifier: "p") }
        }
        var identifiers: [[String]] = []
        for time in [150, 170] { harness.scheduler.scheduleAt(time) { [self] in identifiers.append(harness.router.cache.identifiers) } }
        harness.scheduler.start()
        XCTAssertEqual(identifiers, [["p"], []])
    }
}

/// Issue 13, defect 5: a lifetime that ended before its navigation arrived leaves nothing cached.
final class KilledLifetimeTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testALifetimeKilledWhileItsNavigationIsInFlightCachesNothing() {
        harness = RouterHarness()
        let lifetime = ManualLifetime()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["home", "profile"]).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        }
        harness.scheduler.scheduleAt(105) { lifetime.kill() }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home", "profile"])
        XCTAssertEqual(harness.router.cache.identifiers, [])
    }

    func testALifetimeKilledBeforehandCachesNothing() {
        harness = RouterHarness()
        let lifetime = ManualLifetime()
        lifetime.kill()
        harness.scheduler.scheduleAt(100) { [self] in
            harness.router.navigate { $0.to(["profile"]).keepAlive(within: lifetime, cacheIdentifier: "profile") }
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["profile"])
        XCTAssertEqual(harness.router.cache.identifiers, [])
    }
}
