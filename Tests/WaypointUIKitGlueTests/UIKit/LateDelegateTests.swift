@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, defects 7 and 8 on the real controllers: UIKit changes `viewControllers` when the
/// user's back swipe starts and calls `navigationController(_:didShow:animated:)` after its
/// animation. A navigation the app dispatches in between, or a read of the displayed route, must
/// not make the late `didShow` report the pop a second time or lose it.
final class LateDelegateTests: GlueTestCase {
    func testARouteTheAppSetsBeforeTheLateDidShowIsNotPoppedAgain() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "detail"])
            app.settle()
            app.home.fakeUserSwipesBack()
            // Before UIKit's didShow, the app asks for what the user already sees.
            app.navigate(["user/1"])
            XCTAssertEqual(UIKitFake.transitionsInFlight, ["back swipe on home"])
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
            XCTAssertEqual(app.route, ["user/1"], "the store still equals the screen")
            XCTAssertEqual(app.displayedRoute, ["user/1"])
            // The swipe holds the router: the pop is reported, then the app's navigation runs from
            // what the user left (nothing to do) — no second pop.
            XCTAssertEqual(app.outcomes, ["0 completed /user/1/detail", "0 user navigated /user/1/detail → /user/1 (popped)",
                                          "0 completed /user/1"])
        }
    }

    func testARouteTheAppSetsBeforeTheLateDidShowOfABackButtonTapIsNotPoppedAgain() {
        onMain {
            // The back button holds no router step (unlike the edge swipe): the window is open.
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "detail"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.navigate(["user/1"])
            // The container's back action (iOS 16) pops it.
            XCTAssertEqual(UIKitFake.transitionsInFlight, ["popTo(user/1)"])
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
            XCTAssertEqual(app.route, ["user/1"], "the store still equals the screen")
            XCTAssertEqual(app.outcomes, ["0 completed /user/1/detail", "0 completed /user/1"], "no pop reported")
        }
    }

    func testTheSameInATab() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["profile", "user/1", "detail"])
            app.settle()
            app.profile.fakeUserSwipesBack()
            app.navigate(["profile", "user/1"])
            app.settle()
            XCTAssertEqual(app.titles(app.profile), ["profile-root", "user/1"])
            XCTAssertEqual(app.route, ["profile", "user/1"])
            XCTAssertEqual(app.displayedRoute, ["profile", "user/1"])
        }
    }

    func testReadingTheDisplayedRouteBeforeTheLateDidShowDoesNotSwallowTheBackSwipe() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "detail"])
            app.settle()
            app.home.fakeUserSwipesBack()
            XCTAssertEqual(app.displayedRoute, ["user/1"], "a read tells what the controllers show")
            app.settle()
            XCTAssertEqual(app.route, ["user/1"], "the swipe is still reported after the read")
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /user/1/detail → /user/1 (popped)", "0 state synced to /user/1"])
        }
    }
}
