import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

/// Changes the user makes on screen on their own (`didPop`, `userDidNavigate`): at rest, and
/// while a navigation runs (applied after the running step; the navigation ends there).
final class UserNavigationTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    private func routable(_ name: String, depth: Int) -> RecordingRoutable {
        let routable = RecordingRoutable(name: name, depth: depth, model: harness.model)
        harness.model.built[name, default: []].append(routable)
        return routable
    }

    /// Shows `route` (one step per segment, 10 ticks each) from tick 100 with id 1.
    private func start(at route: Route) {
        harness = RouterHarness()
        harness.setRoute(route, id: 1, at: 100)
    }

    func testATabSwitchedByTheUserSyncsTheStateAndLaterStepsUseTheTabsRoutable() {
        start(at: ["home", "user"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.model.stack = ["stats"]
            harness.router.userDidNavigate(.selectedTab(depth: 0, segments: ["stats"], routables: [routable("stats", depth: 1)]))
        }
        harness.setRoute(["stats", "export"], id: 2, at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.model.log, ["100 root push home", "110 home push user", "300 stats push export"])
        XCTAssertEqual(Array(harness.events.kinds[6...]), [
            at(200, .userNavigated(from: ["home", "user"], to: ["stats"], by: .selectedTab)),
            at(200, .synced(route: ["stats"])),
            at(300, .started(from: ["stats"], to: ["stats", "export"], trigger: .action)),
            at(300, .stepStarted(.push(responsibleRoutableIndex: 1, segmentToBePushed: "export"))),
            at(310, .stepEnded(.push(responsibleRoutableIndex: 1, segmentToBePushed: "export"))),
            at(310, .completed(route: ["stats", "export"])),
        ])
        XCTAssertEqual(harness.route, ["stats", "export"])
        XCTAssertEqual(harness.router.displayedRoute, ["stats", "export"])
    }

    func testATabWithItsOwnStackBringsEveryRoutable() {
        start(at: ["tabs", "home"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.model.stack = ["tabs", "stats", "export"]
            harness.router.userDidNavigate(.selectedTab(depth: 1, segments: ["stats", "export"],
                                                        routables: [routable("stats", depth: 2), routable("export", depth: 3)]))
        }
        harness.setRoute(["tabs", "stats", "export", "csv"], id: 2, at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.model.log.last, "300 export push csv")
        XCTAssertEqual(harness.route, ["tabs", "stats", "export", "csv"])
    }

    func testAModalDismissedInteractivelyCutsTheRouteAtItsDepth() {
        start(at: ["home", "user", "sheet", "detail"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.model.stack = ["home", "user"]
            harness.router.userDidNavigate(.dismissed(depth: 2))
        }
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds.suffix(2)), [
            at(200, .userNavigated(from: ["home", "user", "sheet", "detail"], to: ["home", "user"], by: .dismissed)),
            at(200, .synced(route: ["home", "user"])),
        ])
        XCTAssertEqual(harness.route, ["home", "user"])
        XCTAssertEqual(harness.router.displayedRoute, ["home", "user"])
    }

    func testTheUIReportsTheRouteItShows() {
        start(at: ["home"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.model.stack = ["a", "b"]
            harness.router.userDidNavigate(.showed(["a", "b"], routables: [routable("a", depth: 1), routable("b", depth: 2)]))
        }
        harness.setRoute(["a", "b", "c"], id: 2, at: 300)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds[4...6], [
            at(200, .userNavigated(from: ["home"], to: ["a", "b"], by: .showed)),
            at(200, .synced(route: ["a", "b"])),
            at(300, .started(from: ["a", "b"], to: ["a", "b", "c"], trigger: .action)),
        ])
        XCTAssertEqual(harness.model.log.last, "300 b push c")
        XCTAssertEqual(harness.route, ["a", "b", "c"])
    }

    func testAReportThatDoesNotFitTheScreenIsIgnoredAndReported() {
        start(at: ["home"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.router.userDidNavigate(.showed(["a", "b"], routables: [routable("a", depth: 1)]))
            harness.router.userDidNavigate(.selectedTab(depth: 3, segments: ["x"], routables: [routable("x", depth: 4)]))
        }
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds.suffix(2)), [
            at(200, .failed(.invalidUserNavigation(reason: "showed /a/b with 1 routables"))),
            at(200, .failed(.invalidUserNavigation(reason: "selected tab at depth 3 with 1 segments and 1 routables on /home"))),
        ])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.router.displayedRoute, ["home"])
    }

    func testPoppingSeveralScreensAtOnce() {
        start(at: ["home", "user", "settings"])
        harness.scheduler.scheduleAt(200) { [self] in
            harness.model.stack = ["home"]
            harness.router.userDidNavigate(.popped(count: 2))
        }
        harness.scheduler.start()
        XCTAssertEqual(harness.events.kinds.suffix(2).first, at(200, .userNavigated(from: ["home", "user", "settings"], to: ["home"], by: .popped)))
        XCTAssertEqual(harness.route, ["home"])
    }

    // MARK: During a navigation

    func testAPopDuringAPushIsAppliedAfterItAndEndsTheNavigationWhereTheUserLeftIt() {
        harness = RouterHarness()
        let callbacks = CallbackLog()
        let results = harness.scheduler.createObserver(NavigationResult.self)
        var subscription: Disposable?
        harness.scheduler.scheduleAt(100) { [self] in
            subscription = harness.router.navigate {
                $0.to(["home", "user", "settings"]).onSuccess { _ in callbacks.entries.append("success") }
                    .onFailure { callbacks.entries.append("failure: \($0)") }
            }.subscribe(results)
        }
        // The push of "user" runs from 110 to 120; the user swipes back at 115.
        harness.userPops(at: 115)
        harness.scheduler.start()
        let push = { (index: Int, segment: String) in RoutingAction.push(responsibleRoutableIndex: index, segmentToBePushed: segment) }
        XCTAssertEqual(harness.events.kinds, [
            at(100, .started(from: [], to: ["home", "user", "settings"], trigger: .request)),
            at(100, .stepStarted(push(0, "home"))),
            at(110, .stepEnded(push(0, "home"))),
            at(110, .stepStarted(push(1, "user"))),
            at(120, .stepEnded(push(1, "user"))),
            at(120, .userNavigated(from: ["home", "user"], to: ["home"], by: .popped)),
            at(120, .cancelled(.interruptedByUser)),
            at(120, .synced(route: ["home"])),
        ])
        XCTAssertEqual(harness.model.log, ["100 root push home", "110 home push user"])
        XCTAssertEqual(harness.model.stack, ["home"])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.router.displayedRoute, ["home"])
        XCTAssertEqual(callbacks.entries, ["failure: The navigation was cancelled: interrupted by the user"])
        XCTAssertEqual(results.routes, [.error(120, RoutingError.cancelled(reason: "interrupted by the user"))])
        subscription?.dispose()
    }

    func testAUserChangeThatReachesTheDestinationCompletesTheNavigation() {
        start(at: ["home", "user"])
        harness.setRoute(["home"], id: 2, at: 200)
        // The pop of "user" runs from 200 to 210; meanwhile the UI reports it shows /home.
        harness.scheduler.scheduleAt(205) { [self] in
            harness.router.userDidNavigate(.showed(["home"], routables: [harness.model.built["home"]![0]]))
        }
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds.suffix(3)), [
            at(200, .stepStarted(.pop(responsibleRoutableIndex: 1, segmentToBePopped: "user"))),
            at(210, .stepEnded(.pop(responsibleRoutableIndex: 1, segmentToBePopped: "user"))),
            at(210, .completed(route: ["home"])),
        ])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testANavigationThatReachedTheStoreMeanwhileRunsFromWhereTheUserLeft() {
        start(at: ["home", "user"])
        harness.setRoute(["stats"], id: 2, at: 112)
        harness.userPops(at: 115)
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.kinds[4...]), [
            at(120, .stepEnded(.push(responsibleRoutableIndex: 1, segmentToBePushed: "user"))),
            at(120, .userNavigated(from: ["home", "user"], to: ["home"], by: .popped)),
            at(120, .cancelled(.superseded(by: NavigationID(rawValue: 2)))),
            at(120, .started(from: ["home"], to: ["stats"], trigger: .action)),
            at(120, .stepStarted(.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "home", newSegment: "stats"))),
            at(130, .stepEnded(.change(responsibleRoutableIndex: 0, segmentToBeReplaced: "home", newSegment: "stats"))),
            at(130, .completed(route: ["stats"])),
        ])
        XCTAssertEqual(harness.model.stack, ["stats"])
        XCTAssertEqual(harness.route, ["stats"])
    }

    func testATabSwitchDuringAFailingStepKeepsTheUsersTab() {
        harness = RouterHarness()
        harness.model.behaviours["user"] = .never
        harness.setRoute(["home", "user"], id: 1, at: 100)
        harness.scheduler.scheduleAt(115) { [self] in
            harness.model.stack = ["stats"]
            harness.router.userDidNavigate(.selectedTab(depth: 0, segments: ["stats"], routables: [routable("stats", depth: 1)]))
        }
        harness.scheduler.start()
        // The push of "user" times out at 160 (50 ticks); the tab switch is applied after it.
        let push = RoutingAction.push(responsibleRoutableIndex: 1, segmentToBePushed: "user")
        XCTAssertEqual(Array(harness.events.kinds[4...]), [
            at(160, .failed(.stepTimedOut(step: push, timeout: .seconds(50)))),
            at(160, .userNavigated(from: ["home", "user"], to: ["stats"], by: .selectedTab)),
            at(160, .synced(route: ["stats"])),
        ])
        XCTAssertEqual(harness.route, ["stats"])
    }
}
