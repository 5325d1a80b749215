@_spi(Fakes) import UIKit
import WaypointRouter
@testable import WaypointUI
import XCTest

/// Issue 26 (the delegate methods UIKit calls only when implemented) and issue 28 (a popover
/// adapting in compact width, the route unchanged): the adaptive presentation styles reach the
/// app's delegate when it has them, UIKit adapts as without a delegate when it has not, and
/// `ModalStyle.popover(from:staysPopoverInCompactWidth:)` keeps a popover a popover.
final class AdaptivePresentationGlueTests: GlueTestCase {
    private static let compact = UITraitCollection(horizontalSizeClass: .compact)
    private static let regular = UITraitCollection(horizontalSizeClass: .regular)

    /// Presents `segment` (a popover from the `shareButton` anchor) over the home tab: its
    /// presentation controller.
    @MainActor
    private static func present(_ segment: String, in app: GlueApp) -> UIPresentationController? {
        let button = UIView()
        app.homeStack.anchorSource = { _ in (button, CGRect(x: 1, y: 2, width: 3, height: 4)) }
        app.navigate(["home", segment])
        app.settle()
        return app.tabBarController.presentedViewController?.presentationController
    }

    func testAPopoverBecomesASheetInCompactWidthAndAPopoverAgainTheRouteUnchanged() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let popover = Self.present("share", in: app)
            XCTAssertEqual(popover?.fakeShownStyle, .popover)
            let outcomes = app.outcomes
            let proxy = popover?.delegate as? PresentationControllerDelegateProxy
            XCTAssertNotNil(proxy, "the glue's proxy is the delegate")
            XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyleWithTraits), false,
                           "no answer of its own: UIKit adapts as without a delegate")
            XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyle), false)
            popover?.fakeTraitsChange(to: Self.compact)
            XCTAssertEqual(popover?.fakeShownStyle, .pageSheet, "UIKit's own adaptation: a sheet")
            XCTAssertEqual(app.route, ["home", "share"])
            popover?.fakeTraitsChange(to: Self.regular)
            XCTAssertEqual(popover?.fakeShownStyle, .popover)
            XCTAssertEqual(app.route, ["home", "share"])
            app.run()
            XCTAssertEqual(app.outcomes, outcomes, "nothing reported: the route is the same")
        }
    }

    func testAPopoverThatStaysAPopoverInCompactWidthStaysOneTheRouteUnchanged() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let popover = Self.present("pinned", in: app)
            let proxy = popover?.delegate as? PresentationControllerDelegateProxy
            XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyleWithTraits), true)
            XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyle), false)
            popover?.fakeTraitsChange(to: Self.compact)
            XCTAssertEqual(popover?.fakeShownStyle, .popover, "the adaptive style .none: no adaptation")
            XCTAssertEqual(app.route, ["home", "pinned"])
            // It is still dismissed like a popover (a tap outside), and the route follows.
            popover?.fakeUserSwipesDown()
            app.settle()
            XCTAssertNil(app.tabBarController.presentedViewController)
            XCTAssertEqual(app.route, ["home"])
        }
    }

    func testTheAppsDelegateAnswersTheAdaptiveStyleAndWinsOverTheStyle() {
        onMain {
            for segment in ["share", "pinned"] {
                let record = DelegateRecord()
                let appDelegate = AppAdaptiveStyleDelegate(record, answer: .fullScreen)
                let app = GlueApp()
                defer { app.tearDown() }
                let popover = Self.present(segment, in: app)
                // Set on the container after the presentation: the proxy is set again, so that
                // UIKit asks anew which methods it has.
                app.homeStack.presentedModal?.presentationDelegate = appDelegate
                XCTAssertTrue(popover?.delegate is PresentationControllerDelegateProxy, segment)
                popover?.fakeTraitsChange(to: Self.compact)
                XCTAssertEqual(popover?.fakeShownStyle, .fullScreen, "\(segment): the app's answer")
                appDelegate.answer = .none
                popover?.fakeTraitsChange(to: Self.regular)
                XCTAssertEqual(popover?.fakeShownStyle, .popover, segment)
                XCTAssertEqual(record.calls, ["adaptiveStyle compact → fullScreen", "adaptiveStyle regular → none"], segment)
                XCTAssertEqual(app.route, ["home", segment])
                UIKitFake.reset()
            }
        }
    }

    func testAnAppDelegateWithOnlyTheOlderMethodIsAskedForCompactWidthOnly() {
        onMain {
            for (segment, regularAnswer) in [("share", false), ("pinned", true)] {
                let record = DelegateRecord()
                let appDelegate = AppCompactStyleDelegate(record, answer: .overFullScreen)
                let app = GlueApp(configureModal: { modal, _ in modal.presentationController?.delegate = appDelegate })
                defer { app.tearDown() }
                let popover = Self.present(segment, in: app)
                XCTAssertTrue(popover?.delegate is PresentationControllerDelegateProxy, segment)
                popover?.fakeTraitsChange(to: Self.compact)
                XCTAssertEqual(popover?.fakeShownStyle, .overFullScreen, "\(segment): the app's answer wins")
                popover?.fakeTraitsChange(to: Self.regular)
                XCTAssertEqual(popover?.fakeShownStyle, .popover, segment)
                XCTAssertEqual(record.calls, ["adaptiveStyle → overFullScreen"], "\(segment): not asked for regular width")
                let proxy = popover?.delegate as? PresentationControllerDelegateProxy
                XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyleWithTraits), regularAnswer, segment)
                XCTAssertEqual(proxy?.answers(PresentationControllerDelegateProxy.adaptiveStyle), true, segment)
                UIKitFake.reset()
                withExtendedLifetime(appDelegate) {}
            }
        }
    }

    func testAnAppDelegateWithoutTheMethodsLeavesUIKitsAdaptationAndHearsTheRest() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppPresentationDelegate(record)
            let app = GlueApp()
            defer { app.tearDown() }
            let popover = Self.present("share", in: app)
            app.homeStack.presentedModal?.presentationDelegate = appDelegate
            popover?.fakeTraitsChange(to: Self.compact)
            XCTAssertEqual(popover?.fakeShownStyle, .pageSheet, "UIKit's own adaptation, as without the proxy")
            XCTAssertEqual(record.calls, ["willPresentWithAdaptiveStyle pageSheet"])
            XCTAssertEqual(app.route, ["home", "share"])
            withExtendedLifetime(appDelegate) {}
        }
    }
}
