// The example's UIKit variant run on the stand-in UIKit's fakes (Tools/standins/README.md in the
// Waypoint repository): only in CI's stand-in build, where WAYPOINT_UI_STANDINS is defined. In
// Xcode the real UIKit has no fakes; run the app instead.
#if WAYPOINT_UI_STANDINS
import ExampleNavigation
@_spi(Fakes) import UIKit
import Waypoint
import WaypointTesting
import XCTest

/// `UIKitNavigation` as the app builds it — a tab bar controller with the feed and the profile
/// navigation controllers, WaypointUI's containers and `TabBarRoutable` — driven by a router on
/// virtual time over the fake UIKit: every transition ends when the test says, as UIKit's end
/// after their animations.
final class ExampleUIKitTests: XCTestCase {
    /// The app's UIKit variant, its store and its router.
    @MainActor
    private final class App {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let store = makeStore()
        let navigation: UIKitNavigation
        let router: Router<AppState>

        init() {
            let feed = UIViewController()
            feed.title = "feed"
            let profile = UIViewController()
            profile.title = "profile"
            navigation = UIKitNavigation(feed: feed, profile: profile) { screen in
                let controller = UIViewController()
                controller.title = screen.routeIdentifier
                return controller
            }
            router = Router(store: store, rootRoutable: navigation.root, scheduler: scheduler)
            settle()
        }

        /// Runs the router's work due now and ends UIKit's transitions until none is in flight.
        func settle() {
            repeat { scheduler.advanceTo(scheduler.clock) } while UIKitFake.endTransition()
        }

        func navigate(_ route: [Screen]) {
            store.dispatch(SetRouteAction(route))
            settle()
        }

        var route: [Screen]? { store.state.typedRoute }

        func titles(_ stack: NavigationControllerContainer) -> [String] {
            stack.navigationController.viewControllers.map { $0.title ?? "?" }
        }

        var presented: UIViewController? { navigation.tabBarController.presentedViewController }

        func tearDown() {
            router.dispose()
            UIKitFake.reset()
        }
    }

    func testAtLaunchTheRouteIsTheFirstTab() {
        MainActor.assumeIsolated {
            let app = App()
            defer { app.tearDown() }
            XCTAssertEqual(app.route, [.feed])
            XCTAssertEqual(app.navigation.tabBarController.selectedIndex, 0)
        }
    }

    func testAPostIsPushedOnTheFeedsNavigationController() {
        MainActor.assumeIsolated {
            let app = App()
            defer { app.tearDown() }
            app.navigate([.feed, .post(id: 42)])
            XCTAssertEqual(app.titles(app.navigation.feed), ["feed", Screen.post(id: 42).routeIdentifier])
            XCTAssertEqual(app.route, [.feed, .post(id: 42)])
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testTheLoginIsAFormSheetTheUserCanSwipeDown() {
        MainActor.assumeIsolated {
            let app = App()
            defer { app.tearDown() }
            app.navigate([.profile, .settings, .login])
            XCTAssertEqual(app.navigation.tabBarController.selectedIndex, 1)
            let sheet = app.presented as? UINavigationController
            XCTAssertEqual(sheet?.viewControllers.first?.title, Screen.login.routeIdentifier)
            XCTAssertEqual(sheet?.presentationController?.presentationStyle, .formSheet, "the app's style is kept")
            sheet?.presentationController?.fakeUserSwipesDown()
            app.settle()
            XCTAssertNil(app.presented)
            XCTAssertEqual(app.route, [.profile, .settings])
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testTheUsersTabTapsAndBackButtonBecomeTheStoresRoute() {
        MainActor.assumeIsolated {
            let app = App()
            defer { app.tearDown() }
            app.navigate([.feed, .post(id: 1), .post(id: 2)])
            app.navigation.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(app.route, [.profile])
            app.navigation.tabBarController.fakeUserTaps(0)
            app.settle()
            XCTAssertEqual(app.route, [.feed, .post(id: 1), .post(id: 2)], "the feed's stack was kept")
            app.navigation.feed.navigationController.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(app.route, [.feed, .post(id: 1)])
        }
    }
}
#endif
