@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, defect 5: the wrapper containers call the UIKit API a step needs, with its arguments,
/// and a step ends when UIKit's transition ended (its completion, or the transition coordinator's)
/// — not before.
final class ContainerCallTests: GlueTestCase {
    func testAPushIsPushViewControllerAndItsStepEndsWithTheTransition() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            XCTAssertEqual(UIKitFake.log, ["home.pushViewController(user/1, animated: true)"])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"], "viewControllers changes at the call")
            XCTAssertEqual(UIKitFake.transitionsInFlight, ["push(user/1)"])
            XCTAssertEqual(app.outcomes, [], "the step waits for the transition")
            app.settle()
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1"])
            XCTAssertEqual(app.route, ["home", "user/1"])
        }
    }

    func testNotAnimatedPushesCompleteAtOnce() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "detail"], animated: false)
            XCTAssertEqual(UIKitFake.log, ["home.pushViewController(user/1, animated: false)",
                                           "home.pushViewController(detail, animated: false)"])
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1/detail"])
            app.settle()
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1/detail"], "the late didShow reports nothing")
        }
    }

    func testAPopIsPopToViewControllerOfTheScreenBelow() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            UIKitFake.reset()
            app.navigate(["home"])
            XCTAssertEqual(UIKitFake.log.first, "home.popToViewController(user/1, animated: true)")
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root"])
            XCTAssertEqual(app.route, ["home"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home")
        }
    }

    func testAChangeOfTheTopScreen() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            app.settle()
            UIKitFake.reset()
            app.navigate(["home", "user/2"])
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/2"])
            XCTAssertEqual(app.route, ["home", "user/2"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home/user/2")
        }
    }

    func testASheetIsPresentedByTheTabBarControllerAndDismissedWithItsCompletion() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "login"])
            XCTAssertEqual(UIKitFake.log.suffix(2), ["home.present(UINavigationController, animated: true)",
                                                     "presentation of UINavigationController as pageSheet"])
            XCTAssertEqual(app.outcomes, [])
            app.settle()
            XCTAssertEqual(app.outcomes, ["0 completed /home/login"])
            let modal = app.tabBarController.presentedViewController as? UINavigationController
            XCTAssertEqual(modal?.presentingViewController, app.tabBarController, "UIKit presents over the whole screen")
            XCTAssertEqual(modal.map(app.titles), ["login"])
            UIKitFake.reset()
            app.navigate(["home"])
            XCTAssertEqual(UIKitFake.log, ["home.dismiss(animated: true)"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home/login", "the dismissal waits for its completion")
            app.settle()
            XCTAssertNil(app.tabBarController.presentedViewController)
            XCTAssertEqual(app.outcomes.last, "0 completed /home")
        }
    }

    func testATabSwitchIsSelectedIndexAndCompletesAtOnce() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["profile"])
            XCTAssertEqual(UIKitFake.log, ["tabs.selectedIndex = 1"])
            XCTAssertEqual(app.tabBarController.selectedIndex, 1)
            XCTAssertEqual(app.outcomes, ["0 completed /profile"])
        }
    }

    func testAPushOverAModalGoesOnTheModalsOwnNavigationController() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "login", "detail"])
            app.settle()
            let modal = app.tabBarController.presentedViewController as? UINavigationController
            XCTAssertEqual(modal.map(app.titles), ["login", "detail"])
            XCTAssertEqual(app.titles(app.home), ["home-root"])
            XCTAssertEqual(app.route, ["home", "login", "detail"])
            XCTAssertEqual(app.outcomes, ["0 completed /home/login/detail"])
        }
    }
}
