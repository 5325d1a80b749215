@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, defect 6 on the real controllers: UIKit answers `presentedViewController` for the
/// tab bar controller's presentation in every tab, but only the stack that presented a modal
/// presents it in the route; a tab switch the router makes does not dismiss it as a side effect.
final class PerTabPresentationTests: GlueTestCase {
    func testOnlyTheTabThatPresentedAModalPresentsIt() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "login"])
            app.settle()
            XCTAssertNotNil(app.profile.presentedViewController, "UIKit answers it for every tab")
            XCTAssertNotNil(app.homeStack.presentedModal)
            XCTAssertNil(app.profileStack.presentedModal, "the profile stack presents nothing")
            XCTAssertEqual(app.displayedRoute, ["home", "login"])
        }
    }

    func testAModalTheAppPresentsItselfIsNoTabsModal() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["profile", "user/1"])
            app.settle()
            // The app's own alert-like modal over the tab bar controller.
            let alert = screen("alert")
            app.tabBarController.present(alert, animated: true)
            app.settle()
            XCTAssertNil(app.homeStack.presentedModal)
            XCTAssertNil(app.profileStack.presentedModal)
            app.navigate(["home"])
            app.settle()
            XCTAssertTrue(app.tabBarController.presentedViewController === alert, "the router leaves it alone")
            XCTAssertEqual(app.route, ["home"])
            XCTAssertEqual(app.tabBarController.selectedIndex, 0)
        }
    }
}
