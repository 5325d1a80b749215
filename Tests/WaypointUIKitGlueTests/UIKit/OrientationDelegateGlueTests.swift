@_spi(Fakes) import UIKit
@testable import WaypointUI
import XCTest

/// Issue 26: the orientation methods of the navigation and tab bar controller delegates, which
/// UIKit asks only of a delegate that has them and whose every answer replaces the controller's
/// own, reach the app's delegate when it has them and leave UIKit's answer when it has not.
final class OrientationDelegateGlueTests: GlueTestCase {
    func testTheAppsDelegateAnswersTheOrientationsOfTheNavigationAndTabBarControllers() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppPortraitDelegate(record)
            let app = GlueApp()
            defer { app.tearDown() }
            app.homeStack.delegate = appDelegate
            app.tabs.delegate = appDelegate
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(app.home.preferredInterfaceOrientationForPresentation, .portraitUpsideDown)
            XCTAssertEqual(app.tabBarController.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(app.tabBarController.preferredInterfaceOrientationForPresentation, .portraitUpsideDown)
            XCTAssertEqual(record.calls, ["supported home", "preferred home", "supported tabs", "preferred tabs"])
            XCTAssertTrue(app.home.delegate is NavigationControllerDelegateProxy, "the proxy stays the delegate")
            XCTAssertTrue(app.tabBarController.delegate is TabBarControllerDelegateProxy)
        }
    }

    func testTheTabCustomizingMethodsReachTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppPortraitDelegate(record)
            let app = GlueApp()
            defer { app.tearDown() }
            let tabs = app.tabBarController
            let proxy = tabs.delegate
            let controllers = [app.home, app.profile]
            proxy?.tabBarController?(tabs, willBeginCustomizing: controllers)  // nobody hears it: no app delegate yet
            app.tabs.delegate = appDelegate
            proxy?.tabBarController?(tabs, willBeginCustomizing: controllers)
            proxy?.tabBarController?(tabs, willEndCustomizing: controllers, changed: true)
            proxy?.tabBarController?(tabs, didEndCustomizing: controllers, changed: false)
            XCTAssertEqual(record.calls, ["willBeginCustomizing 2", "willEndCustomizing 2 changed true", "didEndCustomizing 2 changed false"])
        }
    }

    func testTheControllerHadTheAppsDelegateBeforeTheContainer() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppPortraitDelegate(record)
            let app = GlueApp(prepare: { controllers in
                controllers.home.delegate = appDelegate
                controllers.tabBarController.delegate = appDelegate
            })
            defer { app.tearDown() }
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(app.tabBarController.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(record.calls, ["supported home", "supported tabs"])
        }
    }

    func testWithoutTheMethodsUIKitAnswersAsWithoutADelegate() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let proxy = app.home.delegate as? NavigationControllerDelegateProxy
            XCTAssertEqual(proxy?.answers("navigationControllerSupportedInterfaceOrientations:"), false)
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .allButUpsideDown, "the controller's own answer")
            XCTAssertEqual(app.home.preferredInterfaceOrientationForPresentation, .portrait)
            XCTAssertEqual(app.tabBarController.supportedInterfaceOrientations, .allButUpsideDown)
            // An app's delegate without them changes nothing either.
            let record = DelegateRecord()
            let appDelegate = AppDidShowOnlyDelegate(record)
            app.homeStack.delegate = appDelegate
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .allButUpsideDown)
            XCTAssertEqual(proxy?.answers("navigationControllerSupportedInterfaceOrientations:"), false)
            XCTAssertEqual(proxy?.answers("navigationControllerPreferredInterfaceOrientationForPresentation:"), false)
            withExtendedLifetime(appDelegate) {}
        }
    }
}
