#if compiler(>=6.2)
import Foundation
import XCTest
import Waypoint

/// Runs the main-actor wiring: a router on `MainScheduler` drives main-actor screens on the main
/// thread and hands them their data. (XCTest on Linux cannot call `@MainActor` test methods, so
/// the test asserts it runs on the main actor instead.)
final class MainActorCallerTests: XCTestCase {
    func testRouterOnMainSchedulerDrivesMainActorScreensOnTheMainThread() {
        MainActor.assumeIsolated { Self.routeOnTheMainActor() }
    }

    @MainActor
    private static func routeOnTheMainActor() {
        let root = MainActorScreen(name: "root")
        let (store, router) = makeMainActorRouter(root: root)
        // On the main thread, `MainScheduler` runs the router's steps at once.
        store.dispatch(SetRouteAction(["home"], animated: false, data: RouteData(7)))
        XCTAssertEqual(root.shown, ["home"])
        XCTAssertEqual(root.callsOffTheMainThread, 0)
        XCTAssertEqual(root.children.map(\.userID), [7], "the isolated DataReceivable conformance is found on the main actor")
        XCTAssertEqual(store.state.navigationState.route, ["home"])
        withExtendedLifetime(router) {}
    }
}
#endif

#if compiler(>=6.2)
/// WaypointUI's routables over main-actor containers that conform with isolated conformances
/// (`@MainActor StackContainer`), as the UIKit glue does: the router on `MainScheduler` makes
/// every container call on the main thread, and user changes reach it.
final class MainActorContainerTests: XCTestCase {
    func testTabBarRoutableDrivesMainActorContainersOnTheMainThread() {
        MainActor.assumeIsolated { Self.routeOnTheMainActor() }
    }

    @MainActor
    private static func routeOnTheMainActor() {
        let store = Store(reducer: { action, state in
            var state = state ?? AppState()
            state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
            return state
        }, state: AppState())
        let app = makeTabApp(store: store)
        store.dispatch(SetRouteAction(["profile", "user/1", "login"], animated: false, data: nil))
        store.dispatch(SetRouteAction(["profile", "user/2"], animated: false, data: RouteData("Ada")))
        XCTAssertEqual(app.tabs.selectedIndex, 1)
        XCTAssertEqual(app.profile.viewControllers.map(\.name), ["profile", "user/2"])
        XCTAssertEqual((app.profile.viewControllers.last as? FakeUserViewController)?.userName, "Ada")
        XCTAssertNil(app.profile.presentedViewController)
        app.tabs.userTaps(0)
        app.root.containersDidChange()
        XCTAssertEqual(store.state.navigationState.route, ["home"])
        app.tabs.userTaps(1)
        app.profile.userPops()
        app.root.containersDidChange()
        XCTAssertEqual(store.state.navigationState.route, ["profile"])
        XCTAssertEqual(ThreadCheck.shared.callsOffTheMainThread, 0)
        withExtendedLifetime(app.router) {}
    }
}
#endif
