import Foundation
import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointTesting

/// The transition a request brought a route on screen with (`NavigationState.segmentTransitions`):
/// recorded for its destination, kept while the route stays, dropped with it, handed to the step
/// that presents the route again, and saved and restored with the route.
final class SegmentTransitionRoutingTests: LeakCheckingTestCase {
    private func harness() -> NavigationHarness<AppState> {
        let nav = NavigationHarness(state: AppState(), reducer: appReducer, stepDuration: 10, stepTimeout: 50)
        nav.exhaustivity = .off
        nav.router.restoration.register(Zoom.self, as: "Zoom")
        return nav
    }

    private struct Zoom: Codable, Equatable, Sendable {
        var from: String
    }

    private func transitions(_ nav: NavigationHarness<AppState>) -> [Route: Zoom?] {
        nav.state.navigationState.segmentTransitions.mapValues { $0.value(as: Zoom.self) }
    }

    func testARequestsTransitionStaysWithItsRouteThroughDeeperNavigationAndGoesWithIt() {
        let nav = harness()
        nav.navigate { $0.to(["home", "player"]).transitioningDelegate(Zoom(from: "cell/3")) }
        nav.navigate(at: 100) { $0.push("lyrics") }
        nav.navigate(at: 200) { $0.to(["home", "player"]).transitioningDelegate(Zoom(from: "elsewhere")) }
        nav.advance(to: 250)
        // Going back to a route on screen keeps the transition it was shown with.
        XCTAssertEqual(transitions(nav), [["home", "player"]: Zoom(from: "cell/3")])
        nav.navigate(at: 300) { $0.to(["home"]) }
        nav.run()
        XCTAssertEqual(transitions(nav), [:])
    }

    func testTransitionsAreSavedAndEachSegmentIsPresentedWithItsOwnWhenRestored() throws {
        let source = harness()
        source.navigate { $0.to(["home", "player"]).transitioningDelegate(Zoom(from: "cell/3")) }
        source.navigate(at: 100) { $0.push("lyrics").transitioningDelegate(ObjectReferenceProbe()) }
        source.run()
        let data = try source.router.saveState()
        let json = try XCTUnwrap(String(data: data, encoding: .utf8))
        // A transition object is not Codable: left out.
        XCTAssertTrue(json.contains(#""transitions":[{"route":["home","player"],"transition":{"type":"Zoom","value":{"from":"cell\/3"}}}]"#), json)

        let target = harness()
        _ = try target.router.restoreState(from: data)
        target.run()
        XCTAssertEqual(target.tree.calls.map { $0.context?.segmentTransition?.value(as: Zoom.self) }, [nil, Zoom(from: "cell/3"), nil])
        XCTAssertEqual(transitions(target), [["home", "player"]: Zoom(from: "cell/3")])
        target.assertInSync()
        XCTAssertEqual(try target.router.saveState(), data)
    }

    func testStateSavedWithoutTransitionsRestoresWithout() throws {
        let data = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player"],"restorable":[]}"#.utf8)
        let target = harness()
        _ = try target.router.restoreState(from: data)
        target.run()
        target.assertShows(["home", "player"])
        XCTAssertEqual(transitions(target), [:])
    }

    func testTransitionsThatDoNotFitTheSavedRouteOrAreNotRegisteredAreCorruptDataAndChangeNothing() {
        let nav = harness()
        let zoom = #"{"type":"Zoom","value":{"from":"a"}}"#
        let outside = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home"],"restorable":[],"transitions":[{"route":["home","player"],"transition":\#(zoom)}]}"#.utf8)
        let twice = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player"],"restorable":[],"transitions":[{"route":["home","player"],"transition":\#(zoom)},{"route":["home","player"],"transition":\#(zoom)}]}"#.utf8)
        let unknown = Data(#"{"format":"waypoint.navigation-state","version":1,"route":["home","player"],"restorable":[],"transitions":[{"route":["home","player"],"transition":{"type":"MyApp.Fade","value":{}}}]}"#.utf8)
        XCTAssertThrowsError(try nav.router.restoreState(from: outside)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: "segment transition at /home/player is not for a segment of the saved route /home"))
        }
        XCTAssertThrowsError(try nav.router.restoreState(from: twice)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: "two segment transitions for /home/player"))
        }
        XCTAssertThrowsError(try nav.router.restoreState(from: unknown)) { error in
            XCTAssertEqual(error as? RoutingError, .corruptRestorationData(reason: #"it holds data of type "MyApp.Fade", which is not registered (router.restoration.register(_:))"#))
        }
        nav.run()
        XCTAssertEqual(nav.route, [])
        XCTAssertEqual(transitions(nav), [:])
    }
}

/// A transition object (not `Codable`).
private final class ObjectReferenceProbe: Sendable {}
