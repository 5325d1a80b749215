@_spi(Fakes) import UIKit
@testable import WaypointUI
import XCTest

/// UIKit asks a delegate which optional methods it has when the delegate is set, and keeps the
/// answers: the stand-in does the same (`FakeDelegateAnswers`). A container whose proxy's answer
/// changes — the app's delegate replaced by one with or without the methods, a popover's style —
/// sets its proxy again so that UIKit asks anew; each test here fails when a container forgets.
final class DelegateAnswerCachingGlueTests: GlueTestCase {
    private static let compact = UITraitCollection(horizontalSizeClass: .compact)
    private static let regular = UITraitCollection(horizontalSizeClass: .regular)

    /// The stand-in's model itself: a delegate that gains a method after it was set is not asked
    /// for it, nor when set again; set after `nil`, it is.
    func testAControllerKeepsTheAnswersItsDelegateGaveWhenItWasSet() {
        onMain {
            let navigationController = UINavigationController(rootViewController: screen("root"))
            let delegate = SwitchingPortraitDelegate()
            navigationController.delegate = delegate
            delegate.hasTheMethod = true
            XCTAssertEqual(navigationController.supportedInterfaceOrientations, .allButUpsideDown, "asked when it was set: no method")
            navigationController.delegate = delegate
            XCTAssertEqual(navigationController.supportedInterfaceOrientations, .allButUpsideDown, "the same delegate again: not asked")
            navigationController.delegate = nil
            navigationController.delegate = delegate
            XCTAssertEqual(navigationController.supportedInterfaceOrientations, .portrait, "set again after nil: asked anew")
            delegate.hasTheMethod = false
            XCTAssertEqual(navigationController.supportedInterfaceOrientations, .portrait, "the answer kept from when it was set")
        }
    }

    // Each app delegate below is there before the container, so UIKit's kept answer starts as
    // "has the method"; replacing it with one without must make UIKit ask again.

    func testTheAppsDelegateReplacedByOneWithoutTheOrientationMethodsGivesTheControllersTheirOwnAnswerAgain() {
        onMain {
            let record = DelegateRecord()
            let portrait = AppPortraitDelegate(record)
            let withoutNavigation = AppDidShowOnlyDelegate(record)
            let withoutTabs = AppTabBarDelegate(record)
            let app = GlueApp(prepare: { controllers in
                controllers.home.delegate = portrait
                controllers.tabBarController.delegate = portrait
            })
            defer { app.tearDown() }
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(app.tabBarController.supportedInterfaceOrientations, .portrait)
            app.homeStack.delegate = withoutNavigation
            app.tabs.delegate = withoutTabs
            XCTAssertEqual(app.home.supportedInterfaceOrientations, .allButUpsideDown, "the controller's own answer, as UIKit asked anew")
            XCTAssertEqual(app.tabBarController.supportedInterfaceOrientations, .allButUpsideDown)
            XCTAssertTrue(app.home.delegate is NavigationControllerDelegateProxy, "the proxy stays the delegate")
            XCTAssertTrue(app.tabBarController.delegate is TabBarControllerDelegateProxy)
            withExtendedLifetime([portrait, withoutNavigation, withoutTabs] as [AnyObject]) {}
        }
    }

    @available(iOS 14.0, tvOS 14.0, *)
    func testTheSplitViewsDelegateReplacedByOneWithoutTheOrientationMethodGivesItsOwnAnswerAgain() {
        onMain {
            let with = AppSplitDelegateWithTheRest(DelegateRecord())
            let without = AppSplitDelegateWithoutMethods()
            let app = SplitGlueApp(prepare: { splitViewController in splitViewController.delegate = with })
            defer { app.tearDown() }
            XCTAssertEqual(app.splitViewController.supportedInterfaceOrientations, .landscape)
            app.split.delegate = without
            XCTAssertEqual(app.splitViewController.supportedInterfaceOrientations, .allButUpsideDown, "the controller's own answer")
            XCTAssertTrue(app.splitViewController.delegate is SplitViewControllerDelegateProxy)
            withExtendedLifetime([with, without] as [AnyObject]) {}
        }
    }

    func testThePresentationDelegateReplacedByOneWithoutTheAdaptiveStyleLetsUIKitAdaptAgain() {
        onMain {
            let record = DelegateRecord()
            let adaptive = AppAdaptiveStyleDelegate(record, answer: .fullScreen)
            let plain = AppPresentationDelegate(record)
            let app = GlueApp(configureModal: { modal, _ in modal.presentationController?.delegate = adaptive })
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { _ in (button, CGRect(x: 1, y: 2, width: 3, height: 4)) }
            app.navigate(["home", "share"])
            app.settle()
            let popover = app.tabBarController.presentedViewController?.presentationController
            popover?.fakeTraitsChange(to: Self.compact)
            XCTAssertEqual(popover?.fakeShownStyle, .fullScreen, "the app's answer")
            popover?.fakeTraitsChange(to: Self.regular)
            app.homeStack.presentedModal?.presentationDelegate = plain
            popover?.fakeTraitsChange(to: Self.compact)
            XCTAssertEqual(popover?.fakeShownStyle, .pageSheet, "UIKit's own adaptation, as UIKit asked anew")
            XCTAssertTrue(popover?.delegate is PresentationControllerDelegateProxy)
            XCTAssertEqual(app.route, ["home", "share"])
            withExtendedLifetime([adaptive, plain] as [AnyObject]) {}
        }
    }
}

/// A navigation controller delegate that keeps its screens in portrait, and says it has that
/// method only while `hasTheMethod`.
@MainActor
private final class SwitchingPortraitDelegate: NSObject, UINavigationControllerDelegate, FakeRespondsToSelector {
    var hasTheMethod = false

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }

    func fakeResponds(to selector: String) -> Bool {
        hasTheMethod && selector == "navigationControllerSupportedInterfaceOrientations:"
    }
}
