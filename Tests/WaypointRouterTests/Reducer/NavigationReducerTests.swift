import XCTest
import WaypointRouter
import WaypointStore

final class NavigationReducerTests: XCTestCase {
    private func reduce(_ actions: [Action], from state: NavigationState? = nil) -> NavigationState {
        actions.reduce(state) { NavigationReducer.handleAction($1, state: $0) } ?? NavigationState()
    }

    func testNilStateStartsEmpty() {
        XCTAssertEqual(NavigationReducer.handleAction(StoreInit(), state: nil), NavigationState())
    }

    func testSetRouteRecordsRouteAnimationIdAndTrigger() {
        let id = NavigationID(rawValue: 7)
        let state = reduce([SetRouteAction(["tabs", "home"], animated: false, navigationID: id)])
        XCTAssertEqual(state.route, ["tabs", "home"])
        XCTAssertFalse(state.changeRouteAnimated)
        XCTAssertEqual(state.navigationID, id)
        XCTAssertEqual(state.trigger, .action)
    }

    func testRouteDataIsKeyedByTheRouteItselfWithoutCollisions() {
        let state = reduce([
            SetRouteSpecificData(route: ["a/b"], data: "joined"),
            SetRouteSpecificData(route: ["a", "b"], data: "segments"),
        ])
        XCTAssertEqual(state.data(for: ["a/b"], as: String.self), "joined")
        XCTAssertEqual(state.data(for: ["a", "b"], as: String.self), "segments")
    }

    func testDataIsDroppedWhenItsRouteIsPoppedAndKeptForPrefixes() {
        let state = reduce([
            SetRouteAction(["home", "user"], data: RouteData(42)),
            SetRouteSpecificData(route: ["home"], data: "kept"),
            SetRouteAction(["home", "settings"]),
        ])
        XCTAssertNil(state.data(for: ["home", "user"], as: Int.self))
        XCTAssertEqual(state.data(for: ["home"], as: String.self), "kept")
    }

    func testDataSetBeforeNavigatingThereSurvivesTheNavigation() {
        let state = reduce([
            SetRouteSpecificData(route: ["home", "user"], data: 7),
            SetRouteAction(["home", "user"]),
        ])
        XCTAssertEqual(state.data(for: ["home", "user"], as: Int.self), 7)
    }

    func testRelativeActions() {
        var state = reduce([SetRouteAction(["home"])])
        state = reduce([PushRouteSegment("user")], from: state)
        XCTAssertEqual(state.route, ["home", "user"])
        state = reduce([PopRouteSegment()], from: state)
        XCTAssertEqual(state.route, ["home"])
        state = reduce([PopRouteSegment(), PopRouteSegment()], from: state)
        XCTAssertEqual(state.route, [])
    }

    func testTempuraActions() {
        var state = reduce([Navigate(to: ["tabs", "home"])])
        XCTAssertEqual(state.route, ["tabs", "home"])
        state = reduce([Show("user")], from: state)
        XCTAssertEqual(state.route, ["tabs", "home", "user"])
        state = reduce([Show(["settings", "about"])], from: state)
        XCTAssertEqual(state.route, ["tabs", "home", "user", "settings", "about"])
        state = reduce([Show("home", context: RouteData("ctx"))], from: state)
        XCTAssertEqual(state.route, ["tabs", "home"], "showing a screen already in the route goes back to it")
        XCTAssertEqual(state.context?.value(as: String.self), "ctx")
        state = reduce([Hide("home")], from: state)
        XCTAssertEqual(state.route, ["tabs"])
        state = reduce([Hide("missing")], from: state)
        XCTAssertEqual(state.route, ["tabs"])
    }

    func testSyncAppliesOnlyWhileTheStateBelongsToTheExpectedNavigation() {
        let first = NavigationID(rawValue: 1)
        var state = reduce([SetRouteAction(["a", "b"], navigationID: first)])
        state = reduce([SyncRouteAction(route: ["a"], expectedNavigationID: first)], from: state)
        XCTAssertEqual(state.route, ["a"])
        XCTAssertEqual(state.trigger, .sync)
        state = reduce([SetRouteAction(["c"], navigationID: NavigationID(rawValue: 2))], from: state)
        state = reduce([SyncRouteAction(route: ["a"], expectedNavigationID: first)], from: state)
        XCTAssertEqual(state.route, ["c"], "a stale sync never overwrites a newer navigation")
    }

    func testOtherActionsLeaveTheStateAlone() {
        struct Unrelated: Action {}
        let state = reduce([SetRouteAction(["a"])])
        XCTAssertEqual(reduce([Unrelated()], from: state), state)
    }

    func testRouteDataEqualityIsByTypeAndValue() {
        XCTAssertEqual(RouteData(1), RouteData(1))
        XCTAssertNotEqual(RouteData(1), RouteData(2))
        XCTAssertNotEqual(RouteData(1), RouteData("1"))
        XCTAssertEqual(RouteData(RouteData(3)), RouteData(3), "wrapping twice changes nothing")
    }
}
