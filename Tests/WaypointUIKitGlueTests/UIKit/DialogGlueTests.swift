@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 28: a dialog segment on UIKit is a `UIAlertController` the navigation controller
/// presents, its buttons the alert's actions; a tap answers only once the alert's dismissal ended,
/// so the presentation an answer leads to starts on a free screen.
final class DialogGlueTests: GlueTestCase {
    func testAConfirmationDialogIsAnActionSheetWithTheDialogsActionsPointingFromItsAnchor() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { anchor in anchor == "discardButton" ? (button, CGRect(x: 1, y: 2, width: 3, height: 4)) : nil }
            app.navigate(["home", "discard"])
            app.settle()
            let alert = app.tabBarController.presentedViewController as? UIAlertController
            XCTAssertEqual(alert?.preferredStyle, .actionSheet)
            XCTAssertEqual(alert?.title, "Discard changes?")
            XCTAssertEqual(alert?.actions.map(\.title), ["Discard", "Keep editing"])
            XCTAssertEqual(alert?.actions.map(\.style), [.destructive, .cancel])
            XCTAssertTrue(alert?.popoverPresentationController?.sourceView === button, "in regular width it points from its anchor")
            XCTAssertEqual(alert?.popoverPresentationController?.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertEqual(app.homeStack.presentedDialog, discardDialog)
            XCTAssertEqual(app.route, ["home", "discard"])
            XCTAssertEqual(app.outcomes.last, "0 completed /home/discard")
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testATapAnswersOnceTheAlertsDismissalEnded() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { _ in (button, .zero) }
            app.navigate(["home", "discard"])
            app.settle()
            let alert = app.tabBarController.presentedViewController as? UIAlertController
            alert?.fakeUserTaps("Discard")
            app.run()
            XCTAssertNil(app.homeStack.presentedDialog, "answered: no longer shown")
            XCTAssertEqual(app.route, ["home", "discard"], "the answer waits for the alert's dismissal")
            app.settle()
            XCTAssertEqual(app.route, ["home"])
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /home/discard → /home (dismissed)", "0 state synced to /home"])
            XCTAssertNil(app.tabBarController.presentedViewController)
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testTheRouterClosesADialogTheRouteNoLongerNamesThenPushes() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { _ in (button, .zero) }
            app.navigate(["home", "discard"])
            app.settle()
            UIKitFake.reset()
            app.navigate(["home", "detail"])
            XCTAssertEqual(UIKitFake.log.first, "home.dismiss(animated: true)")
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "detail"])
            XCTAssertEqual(app.route, ["home", "detail"])
            XCTAssertEqual(UIKitFake.misuses, [], "the push waited for the alert's dismissal")
        }
    }

    func testAPopoverStyleIsAPopoverPointingFromItsAnchor() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let button = UIView()
            app.homeStack.anchorSource = { anchor in anchor == "shareButton" ? (button, CGRect(x: 5, y: 6, width: 7, height: 8)) : nil }
            app.navigate(["home", "share"])
            app.settle()
            let modal = app.tabBarController.presentedViewController as? UINavigationController
            XCTAssertEqual(modal?.modalPresentationStyle, .popover)
            XCTAssertTrue(modal?.popoverPresentationController?.sourceView === button)
            XCTAssertEqual(modal?.popoverPresentationController?.sourceRect, CGRect(x: 5, y: 6, width: 7, height: 8))
            XCTAssertEqual(app.route, ["home", "share"])
            XCTAssertEqual(UIKitFake.misuses, [], "the style was set before the presentation controller was read")
        }
    }

    func testADialogOrAPopoverOverASheetPointsFromTheAnchorTheAppResolves() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let discardButton = UIView(), shareButton = UIView()
            app.homeStack.anchorSource = { anchor in
                switch anchor {
                case "discardButton": return (discardButton, CGRect(x: 1, y: 2, width: 3, height: 4))
                case "shareButton": return (shareButton, CGRect(x: 5, y: 6, width: 7, height: 8))
                default: return nil
                }
            }
            app.navigate(["home", "login", "discard"])
            app.settle()
            let sheet = app.tabBarController.presentedViewController as? UINavigationController
            let alert = sheet?.presentedViewController as? UIAlertController
            XCTAssertEqual(alert?.preferredStyle, .actionSheet)
            XCTAssertTrue(alert?.popoverPresentationController?.sourceView === discardButton,
                          "the sheet's stack resolves anchors as the stack that presented it")
            XCTAssertEqual(alert?.popoverPresentationController?.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
            app.navigate(["home", "login", "share"])
            app.settle()
            let popover = sheet?.presentedViewController
            XCTAssertEqual(popover?.modalPresentationStyle, .popover)
            XCTAssertTrue(popover?.popoverPresentationController?.sourceView === shareButton)
            XCTAssertEqual(popover?.popoverPresentationController?.sourceRect, CGRect(x: 5, y: 6, width: 7, height: 8))
            XCTAssertEqual(app.route, ["home", "login", "share"])
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testWithoutAnAnchorAnActionSheetPointsFromThePresentersView() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "discard"])
            app.settle()
            let alert = app.tabBarController.presentedViewController as? UIAlertController
            XCTAssertTrue(alert?.popoverPresentationController?.sourceView === app.home.view)
            XCTAssertEqual(app.route, ["home", "discard"])
        }
    }
}
