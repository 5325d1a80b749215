@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 28, sequencing on UIKit: each chain the issue names runs as one navigation on the real
/// UIKit glue, and each UIKit call starts only once UIKit said the one before it ended (the test
/// ends each transition by hand, as late as it likes). Presenting while a dismissal is in flight
/// would be a misuse the fake records (UIKit ignores such a presentation and never completes it).
final class PresentationChainGlueTests: GlueTestCase {
    func testDismissAnAlertThenPush() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "discard"])
            app.settle()
            UIKitFake.reset()
            app.navigate(["home", "user/1", "detail"])
            XCTAssertEqual(UIKitFake.log, ["home.dismiss(animated: true)"], "the push waits for the alert's dismissal")
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
            XCTAssertTrue(UIKitFake.endTransition())
            app.run()
            XCTAssertEqual(UIKitFake.log.last, "home.pushViewController(detail, animated: true)")
            XCTAssertEqual(app.outcomes.last, "0 completed /home/user/1/discard", "the navigation waits for the push")
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"])
            XCTAssertNil(app.tabBarController.presentedViewController)
            XCTAssertEqual(app.outcomes.last, "0 completed /home/user/1/detail")
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testDismissASheetThenPresentACover() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "login"])
            app.settle()
            let sheet = app.tabBarController.presentedViewController
            UIKitFake.reset()
            app.navigate(["home", "cover"])
            XCTAssertEqual(UIKitFake.log, ["home.dismiss(animated: true)"], "the cover waits for the sheet's dismissal")
            XCTAssertTrue(app.tabBarController.presentedViewController === sheet, "UIKit has not ended the dismissal")
            XCTAssertTrue(UIKitFake.endTransition())
            app.run()
            XCTAssertEqual(UIKitFake.log.suffix(2), ["home.present(UINavigationController, animated: true)",
                                                     "presentation of UINavigationController as fullScreen"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home/login", "the navigation waits for the cover")
            XCTAssertTrue(UIKitFake.endTransition())
            app.run()
            let cover = app.tabBarController.presentedViewController as? UINavigationController
            XCTAssertEqual(cover.map(app.titles), ["cover"])
            XCTAssertEqual(cover?.modalPresentationStyle, .fullScreen)
            XCTAssertEqual(app.outcomes.last, "0 completed /home/cover")
            XCTAssertEqual(app.route, ["home", "cover"])
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.transitionsInFlight, [])
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testDismissAPopoverThenSwitchTabsAndPresent() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { anchor in anchor == "shareButton" ? (button, .zero) : nil }
            app.navigate(["home", "share"])
            app.settle()
            XCTAssertEqual(app.tabBarController.presentedViewController?.modalPresentationStyle, .popover)
            UIKitFake.reset()
            app.navigate(["profile", "login"])
            XCTAssertEqual(UIKitFake.log, ["home.dismiss(animated: true)"], "the tab waits for the popover's dismissal")
            XCTAssertEqual(app.tabBarController.selectedIndex, 0)
            XCTAssertTrue(UIKitFake.endTransition())
            app.run()
            XCTAssertEqual(UIKitFake.log.suffix(3), ["tabs.selectedIndex = 1", "profile.present(UINavigationController, animated: true)",
                                                     "presentation of UINavigationController as pageSheet"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home/share", "the navigation waits for the sheet")
            XCTAssertTrue(UIKitFake.endTransition())
            app.run()
            XCTAssertEqual(app.tabBarController.selectedIndex, 1)
            let sheet = app.tabBarController.presentedViewController as? UINavigationController
            XCTAssertEqual(sheet.map(app.titles), ["login"])
            XCTAssertTrue(app.profileStack.presentedModal?.navigationController === sheet, "the profile tab presents it")
            XCTAssertNil(app.homeStack.presentedModal, "the home tab presents nothing")
            XCTAssertEqual(app.outcomes.last, "0 completed /profile/login")
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }
}
