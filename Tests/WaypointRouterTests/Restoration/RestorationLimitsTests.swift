import Foundation
import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Issue 13, defect 6: `.reject` at the root route restores nothing, and saved state and deep
/// links over `router.limits` are refused with a clear error before any navigation starts.
final class RestorationLimitsTests: LeakCheckingTestCase {
    private var harnesses: [ScreenHarness<any Sendable>] = []

    override func tearDown() {
        for harness in harnesses { harness.tearDown() }
        harnesses = []
        super.tearDown()
    }

    private func makeHarness() -> ScreenHarness<any Sendable> {
        let harness = ScreenHarness<any Sendable>()
        harnesses.append(harness)
        return harness
    }

    private func savedState(route: [String], entries: String = "") -> Data {
        let segments = route.map { "\"\($0)\"" }.joined(separator: ",")
        return Data(#"{"format":"waypoint.navigation-state","version":1,"route":[\#(segments)],"restorable":[\#(entries)]}"#.utf8)
    }

    /// Refused before any navigation: the error, no event, the state untouched.
    private func assertRefused(_ data: Data, by router: ScreenHarness<any Sendable>, reason: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        var asked = 0
        XCTAssertThrowsError(try router.router.restoreState(from: data) { _ in asked += 1; return .allow }, file: file, line: line) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: reason), file: file, line: line)
        }
        router.scheduler.start()
        XCTAssertEqual(asked, 0, "no entry was asked about", file: file, line: line)
        XCTAssertEqual(router.events.events, [], file: file, line: line)
        XCTAssertEqual(router.state.route, [], file: file, line: line)
    }

    func testRejectingTheRootEntryRestoresNeitherItsDataNorAnythingDeeper() throws {
        let target = makeHarness()
        let data = savedState(route: ["a", "b"], entries: #"{"identifier":"root","route":[],"data":{"type":"Swift.Int","value":7}},"#
            + #"{"identifier":"a","route":["a"],"data":{"type":"Swift.Int","value":1}}"#)
        var asked: [String] = []
        let results = target.record(try target.router.restoreState(from: data) { context in
            asked.append(context.restorationIdentifier)
            return context.restorationIdentifier == "root" ? .reject : .allow
        })
        target.scheduler.start()
        XCTAssertEqual(asked, ["root"], "entries below a rejected one are not asked about")
        XCTAssertEqual(results.routes, [.next(0, []), .completed(0)])
        XCTAssertEqual(target.state.route, [])
        XCTAssertEqual(target.state.routeSpecificData, [:])
        XCTAssertEqual(target.state.restorableRoutes, [:])
        XCTAssertEqual(target.log.entries, [])
    }

    func testA20000SegmentRestorationFileIsRejectedAtOnce() {
        let target = makeHarness()
        assertRefused(savedState(route: Array(repeating: "a", count: 20_000)), by: target,
                      reason: "its route is 20000 segments deep; the limit is 64 (router.limits.maximumRouteDepth)")
        XCTAssertEqual(target.log.entries, [], "no screen was touched")
    }

    func testASegmentLongerThanTheLimitIsRejected() {
        let target = makeHarness()
        assertRefused(savedState(route: ["a", String(repeating: "x", count: 257)]), by: target,
                      reason: "segment 2 of its route is 257 bytes long; the limit is 256 (router.limits.maximumSegmentLength)")
    }

    func testSavedStateLargerThanTheLimitIsRejectedBeforeItIsDecoded() {
        let target = makeHarness()
        target.router.limits.maximumSavedStateSize = 16
        assertRefused(Data("not even JSON, but too long to look at".utf8), by: target,
                      reason: "it is 38 bytes long; the limit is 16 (router.limits.maximumSavedStateSize)")
    }

    func testTooManyRestorableEntriesAreRejected() {
        let target = makeHarness()
        target.router.limits.maximumRestorableEntries = 1
        assertRefused(savedState(route: ["a"], entries: #"{"identifier":"r","route":[]},{"identifier":"a","route":["a"]}"#), by: target,
                      reason: "it has 2 restorable entries; the limit is 1 (router.limits.maximumRestorableEntries)")
    }

    func testTheLimitsAreConfigurable() throws {
        let target = makeHarness()
        XCTAssertEqual(target.router.limits, NavigationLimits())
        XCTAssertEqual(NavigationLimits().maximumRouteDepth, NavigationLimits.defaultMaximumRouteDepth)
        target.router.limits.maximumRouteDepth = 2
        assertRefused(savedState(route: ["a", "b", "c"]), by: target,
                      reason: "its route is 3 segments deep; the limit is 2 (router.limits.maximumRouteDepth)")
        let results = target.record(try target.router.restoreState(from: savedState(route: ["a", "b"])))
        target.scheduler.start()
        XCTAssertEqual(results.routes, [.next(20, ["a", "b"]), .completed(20)])
    }

    func testADeepLinkWhoseRouteIsOverTheLimitsIsMalformed() throws {
        let target = makeHarness()
        try target.router.deepLinks.register("/files/*path", route: ["files", "*path"])
        let link = "/files/" + Array(repeating: "d", count: 70).joined(separator: "/")
        let results = target.record(at: 10) { target.router.navigate(toLink: link) }
        target.scheduler.start()
        let error = RoutingError.malformedLink(link, reason: "its route is 71 segments deep; the limit is 64 (router.limits.maximumRouteDepth)")
        XCTAssertEqual(results.routes, [.error(10, error)])
        XCTAssertEqual(target.events.kinds, [at(10, .failed(error))])
        XCTAssertEqual(target.state.route, [])
    }
}
