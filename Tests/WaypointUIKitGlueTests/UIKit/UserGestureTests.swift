@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// What the user does on the real wrappers — a back swipe, a tab tap, a sheet swiped down —
/// reaches the store through UIKit's delegate callbacks, and only then (issue 26, defects 2 and 5).
final class UserGestureTests: GlueTestCase {
    func testABackSwipeReachesTheStoreWhenUIKitSaysTheTransitionEnded() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserSwipesBack()
            app.run()
            XCTAssertEqual(app.route, ["home", "user/1", "detail"], "didShow has not come yet")
            app.settle()
            XCTAssertEqual(app.route, ["home", "user/1"])
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /home/user/1/detail → /home/user/1 (popped)",
                                                    "0 state synced to /home/user/1"])
        }
    }

    func testATabTapReachesTheStore() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            app.settle()
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(app.tabBarController.selectedIndex, 1)
            XCTAssertEqual(app.route, ["profile"])
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /home/user/1 → /profile (selectedTab)",
                                                    "0 state synced to /profile"])
        }
    }

    func testASheetSwipedDownReachesTheStore() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "login"])
            app.settle()
            let modal = app.home.presentedViewController
            modal?.presentationController?.fakeUserSwipesDown()
            app.run()
            XCTAssertEqual(app.route, ["user/1", "login"], "presentationControllerDidDismiss has not come yet")
            app.settle()
            XCTAssertNil(app.home.presentedViewController)
            XCTAssertEqual(app.route, ["user/1"])
        }
    }

    func testABackSwipeTheUserLetsGoOfHalfWayChangesNothing() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserSwipesBack()
            app.run()
            UIKitFake.endTransition(cancelled: true)
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"])
            XCTAssertEqual(app.route, ["home", "user/1", "detail"])
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1/detail"], "nothing reported")
        }
    }

    func testUIKitsOwnEdgeSwipeDelegateIsStillAskedFirst() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            // At the root UIKit's own delegate keeps the swipe from beginning.
            app.home.fakeUserSwipesBack()
            XCTAssertEqual(UIKitFake.log, ["user swipes back on home", "back swipe does not begin"])
            // During a transition too.
            app.navigate(["home", "user/1"])
            app.home.fakeUserSwipesBack()
            XCTAssertEqual(UIKitFake.log.last, "back swipe does not begin")
            app.settle()
            XCTAssertEqual(app.route, ["home", "user/1"])
        }
    }

    func testABackButtonTapReachesTheStore() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "detail"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(app.route, ["user/1"])
        }
    }
}
