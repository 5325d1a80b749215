import XCTest
import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting

final class RouterTests: LeakCheckingTestCase {
    private var harness: RouterHarness!

    override func tearDown() {
        harness?.tearDown()
        harness = nil
        super.tearDown()
    }

    func testPushRunsOneStepAtATimeAndCompletesAfterTheUIFinished() {
        harness = RouterHarness()
        harness.setRoute(["home", "user"], id: 1, at: 100)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events, [
            event(100, 1, .started(from: [], to: ["home", "user"], trigger: .action)),
            event(100, 1, .stepStarted(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(110, 1, .stepEnded(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(110, 1, .stepStarted(.push(responsibleRoutableIndex: 1, segmentToBePushed: "user"))),
            event(120, 1, .stepEnded(.push(responsibleRoutableIndex: 1, segmentToBePushed: "user"))),
            event(120, 1, .completed(route: ["home", "user"])),
        ])
        XCTAssertEqual(harness.model.log, ["100 root push home", "110 home push user"])
        XCTAssertEqual(harness.model.stack, ["home", "user"])
        XCTAssertEqual(harness.router.displayedRoute, ["home", "user"])
    }

    func testPopAndChange() {
        harness = RouterHarness()
        harness.setRoute(["tabs", "home", "user"], id: 1, at: 100)
        harness.setRoute(["tabs", "stats"], id: 2, at: 200)
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.events.suffix(6)), [
            event(200, 2, .started(from: ["tabs", "home", "user"], to: ["tabs", "stats"], trigger: .action)),
            event(200, 2, .stepStarted(.pop(responsibleRoutableIndex: 2, segmentToBePopped: "user"))),
            event(210, 2, .stepEnded(.pop(responsibleRoutableIndex: 2, segmentToBePopped: "user"))),
            event(210, 2, .stepStarted(.change(responsibleRoutableIndex: 1, segmentToBeReplaced: "home", newSegment: "stats"))),
            event(220, 2, .stepEnded(.change(responsibleRoutableIndex: 1, segmentToBeReplaced: "home", newSegment: "stats"))),
            event(220, 2, .completed(route: ["tabs", "stats"])),
        ])
        XCTAssertEqual(Array(harness.model.log.suffix(2)), ["200 home pop user", "210 tabs change home → stats"])
        XCTAssertEqual(harness.model.stack, ["tabs", "stats"])
    }

    func testRouteChangedTwiceDuringATransitionIsCoalesced() {
        harness = RouterHarness()
        harness.setRoute(["home"], id: 1, at: 100)
        harness.setRoute(["home", "a"], id: 2, at: 103)
        harness.setRoute(["home", "b"], id: 3, at: 105)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events, [
            event(100, 1, .started(from: [], to: ["home"], trigger: .action)),
            event(100, 1, .stepStarted(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(105, 2, .cancelled(.superseded(by: NavigationID(rawValue: 3)))),
            event(110, 1, .stepEnded(.push(responsibleRoutableIndex: 0, segmentToBePushed: "home"))),
            event(110, 1, .cancelled(.superseded(by: NavigationID(rawValue: 3)))),
            event(110, 3, .started(from: ["home"], to: ["home", "b"], trigger: .action)),
            event(110, 3, .stepStarted(.push(responsibleRoutableIndex: 1, segmentToBePushed: "b"))),
            event(120, 3, .stepEnded(.push(responsibleRoutableIndex: 1, segmentToBePushed: "b"))),
            event(120, 3, .completed(route: ["home", "b"])),
        ])
        XCTAssertEqual(harness.model.log, ["100 root push home", "110 home push b"])
    }

    func testRoutableThatNeverCompletesTimesOutThenTheNextNavigationRuns() {
        harness = RouterHarness(stepTimeout: 50)
        harness.model.behaviours["stuck"] = .never
        harness.setRoute(["home"], id: 1, at: 100)
        harness.setRoute(["home", "stuck"], id: 2, at: 200)
        harness.setRoute(["home", "next"], id: 3, at: 300)
        harness.scheduler.start()
        let push = RoutingAction.push(responsibleRoutableIndex: 1, segmentToBePushed: "stuck")
        XCTAssertEqual(Array(harness.events.events.dropFirst(4)), [
            event(200, 2, .started(from: ["home"], to: ["home", "stuck"], trigger: .action)),
            event(200, 2, .stepStarted(push)),
            event(250, 2, .failed(.stepTimedOut(step: push, timeout: .seconds(50)))),
            event(300, 3, .started(from: ["home", "stuck"], to: ["home", "next"], trigger: .action)),
            event(300, 3, .stepStarted(.change(responsibleRoutableIndex: 1, segmentToBeReplaced: "stuck", newSegment: "next"))),
            event(310, 3, .stepEnded(.change(responsibleRoutableIndex: 1, segmentToBeReplaced: "stuck", newSegment: "next"))),
            event(310, 3, .completed(route: ["home", "next"])),
        ])
        XCTAssertEqual(harness.route, ["home", "next"])
    }

    func testStateFollowsTheUIAfterATimeout() {
        harness = RouterHarness(stepTimeout: 50)
        harness.model.behaviours["stuck"] = .never
        harness.setRoute(["home", "stuck", "deeper"], id: 1, at: 100)
        harness.scheduler.start()
        // The stuck push did not refuse, so it is on screen; the push after it never ran.
        XCTAssertEqual(harness.model.stack, ["home", "stuck"])
        XCTAssertEqual(harness.route, ["home", "stuck"])
        XCTAssertEqual(harness.store.state.navigationState.trigger, .sync)
        XCTAssertEqual(harness.events.events.suffix(2).map(\.value.element!.kind), [
            .failed(.stepTimedOut(step: .push(responsibleRoutableIndex: 1, segmentToBePushed: "stuck"), timeout: .seconds(50))),
            .synced(route: ["home", "stuck"]),
        ])
    }

    func testLateCompletionAfterATimeoutIsIgnoredAndReported() {
        harness = RouterHarness(stepTimeout: 5)
        harness.setRoute(["home"], id: 1, at: 100)
        harness.scheduler.start()
        let push = RoutingAction.push(responsibleRoutableIndex: 0, segmentToBePushed: "home")
        XCTAssertEqual(harness.events.events, [
            event(100, 1, .started(from: [], to: ["home"], trigger: .action)),
            event(100, 1, .stepStarted(push)),
            event(105, 1, .failed(.stepTimedOut(step: push, timeout: .seconds(5)))),
            event(110, 1, .lateCompletion(push)),
        ])
        XCTAssertEqual(harness.route, ["home"])
    }

    func testCompletionCalledTwiceIsIgnoredAndReportedOnce() {
        harness = RouterHarness()
        harness.model.behaviours["home"] = .twice(after: 10)
        harness.setRoute(["home", "user"], id: 1, at: 100)
        harness.scheduler.start()
        let pushHome = RoutingAction.push(responsibleRoutableIndex: 0, segmentToBePushed: "home")
        XCTAssertEqual(harness.events.events, [
            event(100, 1, .started(from: [], to: ["home", "user"], trigger: .action)),
            event(100, 1, .stepStarted(pushHome)),
            event(110, 1, .stepEnded(pushHome)),
            event(110, 1, .stepStarted(.push(responsibleRoutableIndex: 1, segmentToBePushed: "user"))),
            event(110, 1, .duplicateCompletion(pushHome)),
            event(120, 1, .stepEnded(.push(responsibleRoutableIndex: 1, segmentToBePushed: "user"))),
            event(120, 1, .completed(route: ["home", "user"])),
        ])
    }

    func testRoutableThatThrowsFailsTheNavigationAndTheStateIsSyncedBack() {
        harness = RouterHarness()
        harness.model.behaviours["bogus"] = .reject
        harness.setRoute(["home"], id: 1, at: 100)
        harness.setRoute(["home", "bogus", "deeper"], id: 2, at: 200)
        harness.scheduler.start()
        let push = RoutingAction.push(responsibleRoutableIndex: 1, segmentToBePushed: "bogus")
        XCTAssertEqual(Array(harness.events.events.dropFirst(4)), [
            event(200, 2, .started(from: ["home"], to: ["home", "bogus", "deeper"], trigger: .action)),
            event(200, 2, .stepStarted(push)),
            event(200, 2, .failed(.routableRejected(step: push, reason: "unknownSegment(\"bogus\")"))),
            event(200, 2, .synced(route: ["home"])),
        ])
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.model.stack, ["home"])
    }

    func testUserDrivenPopSyncsTheStateWithoutRunningTransitions() {
        harness = RouterHarness()
        harness.setRoute(["home", "user"], id: 1, at: 100)
        harness.userPops(at: 200)
        harness.scheduler.start()
        XCTAssertEqual(harness.route, ["home"])
        XCTAssertEqual(harness.router.displayedRoute, ["home"])
        XCTAssertEqual(harness.model.log, ["100 root push home", "110 home push user"])
        let last = harness.events.events.suffix(2).map(\.value.element!.kind)
        XCTAssertEqual(last, [.userNavigated(from: ["home", "user"], to: ["home"], by: .popped), .synced(route: ["home"])])
    }

    func testSameRouteAgainCompletesWithoutSteps() {
        harness = RouterHarness()
        harness.setRoute(["home"], id: 1, at: 100)
        harness.setRoute(["home"], id: 2, at: 200)
        harness.scheduler.start()
        XCTAssertEqual(Array(harness.events.events.suffix(2)), [
            event(200, 2, .started(from: ["home"], to: ["home"], trigger: .action)),
            event(200, 2, .completed(route: ["home"])),
        ])
    }

    func testNonNavigationActionsDoNotDisturbTheRouter() {
        harness = RouterHarness()
        harness.setRoute(["home"], id: 1, at: 100)
        harness.dispatch(Increment(), at: 105)
        harness.scheduler.start()
        XCTAssertEqual(harness.events.events.count, 4)
    }

    func testInitialRouteIsShownAtStart() {
        harness = RouterHarness(route: ["home"])
        harness.scheduler.start()
        XCTAssertEqual(harness.model.stack, ["home"])
        XCTAssertEqual(harness.events.events.first?.value.element?.kind, .started(from: [], to: ["home"], trigger: .initial))
    }
}
