import XCTest
import WaypointNavigationTesting
import WaypointRouter
import WaypointStore
import WaypointTesting

/// Issue 13, defect 1, the reducer form: the app's own reducer edits `navigationState.route` on
/// an action of its own (`LogOut`); the router diffs and follows it as a navigation.
final class ReducerRouteChangeTests: LeakCheckingTestCase {
    private struct SessionState: HasNavigationState, Equatable {
        var navigationState = NavigationState()
        var signedIn = true
    }

    private struct LogOut: Action {}

    private static func reducer(_ action: Action, _ state: SessionState?) -> SessionState {
        var next = state ?? SessionState()
        next.navigationState = NavigationReducer.handleAction(action, state: state?.navigationState)
        if action is LogOut {
            next.signedIn = false
            next.navigationState.route = ["login"]
        }
        return next
    }

    func testAReducerThatEditsTheRouteIsFollowed() {
        let nav = NavigationHarness(state: SessionState(), reducer: Self.reducer)
        nav.dispatch(SetRouteAction(["home", "profile"]))
        nav.skipEvents(through: 10)
        nav.dispatch(LogOut(), at: 20)
        nav.expect("""
               20 #2 start /home/profile → /login
            20-21 #2 pop profile
            21-22 #2 change home → login
               22 #2 completed /login
            """)
        XCTAssertEqual(nav.router.displayedRoute, ["login"])
        nav.assertShows(["login"])
        nav.assertRoute(["login"])
        XCTAssertFalse(nav.state.signedIn)
    }

    /// Found by the mixed property test: after the app changed the route under an ended
    /// navigation's id (followed under a new id), the next navigation reported that ended one
    /// superseded — a second terminal event for it.
    func testANavigationAfterAnAppChangeDoesNotEndTheOneBeforeItAgain() {
        let nav = NavigationHarness(state: SessionState(), reducer: Self.reducer)
        nav.dispatch(SetRouteAction(["home"]))
        nav.dispatch(LogOut(), at: 10)
        nav.dispatch(SetRouteAction(["home"]), at: 20)
        nav.run()
        var terminals: [NavigationID: Int] = [:]
        for recorded in nav.events where recorded.value.isTerminal { terminals[recorded.value.navigationID, default: 0] += 1 }
        XCTAssertEqual(terminals.count, 3, nav.timeline)
        XCTAssertEqual(terminals.values.filter { $0 != 1 }, [], nav.timeline)
        nav.skipEvents()
        nav.assertShows(["home"])
        nav.assertRoute(["home"])
    }
}
