@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, defect 1: the glue keeps the modal style the app chose, sets it before anything reads
/// the presentation controller, and installs its dismissal delegate on the presentation controller
/// UIKit presents with, so a swipe-down reaches the store.
final class ModalStyleTests: GlueTestCase {
    /// Presents the `login` sheet (in a navigation controller of its own) over the home tab, with
    /// the app setting `style` on the sheets' navigation controllers: what UIKit presents.
    @MainActor
    private static func presentLogin(_ style: UIModalPresentationStyle, in app: GlueApp) -> UINavigationController? {
        app.navigate(["home", "login"])
        app.settle()
        return app.tabBarController.presentedViewController as? UINavigationController
    }

    @MainActor
    private static func app(sheetStyle style: UIModalPresentationStyle) -> GlueApp {
        GlueApp(configureModal: { modal, modalStyle in
            if modalStyle == .sheet { modal.modalPresentationStyle = style }
        })
    }

    func testEachStyleTheAppSetsIsTheStyleUIKitPresentsIn() {
        onMain {
            for style in [UIModalPresentationStyle.formSheet, .pageSheet, .popover, .custom, .overFullScreen, .automatic] {
                let app = Self.app(sheetStyle: style)
                defer { app.tearDown() }
                let modal = Self.presentLogin(style, in: app)
                XCTAssertEqual(modal?.viewControllers.first?.title, "login", "\(style)")
                XCTAssertEqual(modal?.presentationController?.presentationStyle, style == .automatic ? .pageSheet : style, "\(style)")
                XCTAssertEqual(modal?.modalPresentationStyle, style == .automatic ? .pageSheet : style, "\(style)")
                XCTAssertNotNil(modal?.presentationController?.delegate, "\(style): the dismissal delegate is installed")
                XCTAssertEqual(app.route, ["home", "login"])
                XCTAssertEqual(UIKitFake.misuses, [], "\(style)")
                UIKitFake.reset()
            }
        }
    }

    func testASwipedDownSheetOfEachSwipeableStyleLeavesTheRoute() {
        onMain {
            for style in [UIModalPresentationStyle.formSheet, .pageSheet, .popover, .custom, .automatic] {
                let app = Self.app(sheetStyle: style)
                defer { app.tearDown() }
                let modal = Self.presentLogin(style, in: app)
                modal?.presentationController?.fakeUserSwipesDown()
                app.settle()
                XCTAssertNil(app.tabBarController.presentedViewController, "\(style)")
                XCTAssertEqual(app.route, ["home"], "\(style): the route follows the swipe-down")
                XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /home/login → /home (dismissed)", "0 state synced to /home"],
                               "\(style)")
                UIKitFake.reset()
            }
        }
    }

    func testAFullScreenModalIsPresentedFullScreen() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "cover"])
            app.settle()
            let modal = app.tabBarController.presentedViewController
            XCTAssertEqual(modal?.presentationController?.presentationStyle, .fullScreen)
            XCTAssertEqual(app.route, ["home", "cover"])
        }
    }

    func testARequestsStyleIsTheStyleUIKitPresentsIn() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let cell = UIView()
            app.homeStack.anchorSource = { anchor in anchor == "cell/3" ? (cell, CGRect(x: 1, y: 2, width: 3, height: 4)) : nil }
            app.router.navigate { $0.push("share").presented(as: .popover(from: "cell/3")) }
            app.settle()
            let popover = app.tabBarController.presentedViewController
            XCTAssertEqual(popover?.modalPresentationStyle, .popover)
            XCTAssertTrue(popover?.popoverPresentationController?.sourceView === cell, "it points from the request's anchor")
            XCTAssertEqual(popover?.popoverPresentationController?.sourceRect, CGRect(x: 1, y: 2, width: 3, height: 4))
            app.navigate(["home"])
            app.settle()
            app.router.navigate { $0.push("login").presented(as: .formSheet) }
            app.settle()
            XCTAssertEqual(app.tabBarController.presentedViewController?.modalPresentationStyle, .formSheet)
            XCTAssertEqual(app.route, ["home", "login"])
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testEachModalStyleIsUIKitsStyleSetBeforeTheAppsConfigureAndThePresentationController() {
        onMain {
            let cases: [(ModalStyle, UIModalPresentationStyle)] = [
                (.sheet, .pageSheet), (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.fullScreen, .fullScreen),
                (.overFullScreen, .overFullScreen), (.custom(transition: "zoom"), .custom),
            ]
            for (style, expected) in cases {
                let configured = DelegateRecord()
                let app = GlueApp(configureModal: { modal, style in
                    configured.calls.append("\(style) as \(modal.modalPresentationStyle)")
                })
                defer { app.tearDown() }
                app.router.navigate { $0.push("login").presented(as: style) }
                app.settle()
                let modal = app.tabBarController.presentedViewController
                XCTAssertEqual(modal?.modalPresentationStyle, expected, "\(style)")
                XCTAssertEqual(modal?.presentationController?.presentationStyle, expected, "\(style)")
                XCTAssertEqual(configured.calls, ["\(style) as \(expected)"], "the app's configure sees the style, and its name for a custom one")
                XCTAssertEqual(app.route, ["home", "login"], "\(style)")
                XCTAssertEqual(UIKitFake.misuses, [], "\(style): the style was set before the presentation controller was read")
                UIKitFake.reset()
            }
        }
    }
}
