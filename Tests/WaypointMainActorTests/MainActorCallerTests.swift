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
