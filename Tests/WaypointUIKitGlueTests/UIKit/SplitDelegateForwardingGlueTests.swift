@_spi(Fakes) import UIKit
@testable import WaypointUI
import XCTest

/// Issue 26: every split view controller delegate method reaches the app's delegate through the
/// container's proxy — asked here as UIKit asks them — and without one the proxy answers as UIKit
/// documents for a delegate that lacks the method; the orientation methods, which have no such
/// answer, the proxy has only while the app's delegate does.
@available(iOS 14.0, tvOS 14.0, *)
final class SplitDelegateForwardingGlueTests: GlueTestCase {
    func testEveryOtherMethodReachesTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let own = AppSplitDelegateWithTheRest(record)
            let app = SplitGlueApp()
            defer { app.tearDown() }
            app.split.delegate = own
            let svc = app.splitViewController
            let proxy = svc.delegate
            let detail = screen("detail-screen"), primary = screen("primary-screen")
            proxy?.splitViewController?(svc, willChangeTo: .secondaryOnly)
            XCTAssertEqual(proxy?.targetDisplayModeForAction?(in: svc), .secondaryOnly)
            XCTAssertEqual(proxy?.splitViewController?(svc, show: detail, sender: nil), true)
            XCTAssertEqual(proxy?.splitViewController?(svc, showDetail: detail, sender: nil), true)
            XCTAssertTrue(proxy?.primaryViewController?(forCollapsing: svc) === own.replacement)
            XCTAssertTrue(proxy?.primaryViewController?(forExpanding: svc) === own.replacement)
            XCTAssertEqual(proxy?.splitViewController?(svc, collapseSecondary: detail, onto: primary), true)
            XCTAssertTrue(proxy?.splitViewController?(svc, separateSecondaryFrom: primary) === own.replacement)
            proxy?.splitViewControllerInteractivePresentationGestureWillBegin?(svc)
            proxy?.splitViewControllerInteractivePresentationGestureDidEnd?(svc)
            XCTAssertEqual(svc.supportedInterfaceOrientations, .landscape)
            XCTAssertEqual(proxy?.splitViewControllerPreferredInterfaceOrientationForPresentation?(svc), .landscapeLeft)
            svc.fakeUserCollapses()
            svc.fakeUserExpands()
            app.settle()
            XCTAssertEqual(svc.displayMode, .secondaryOnly, "the app's display mode after expanding")
            XCTAssertEqual(record.calls, ["willChangeTo secondaryOnly", "targetDisplayMode", "show detail-screen", "showDetail detail-screen",
                                          "primaryForCollapsing", "primaryForExpanding", "collapseSecondary", "separateSecondary",
                                          "gestureWillBegin", "gestureDidEnd", "supported", "preferred",
                                          "displayModeForExpanding proposed twoBesideSecondary"])
        }
    }

    func testWithoutTheAppsMethodsTheProxyAnswersAsUIKitDoesWithoutThem() {
        onMain {
            for own in [nil, AppSplitDelegateWithoutMethods()] as [AppSplitDelegateWithoutMethods?] {
                let app = SplitGlueApp()
                defer { app.tearDown() }
                app.split.delegate = own
                let svc = app.splitViewController
                let proxy = svc.delegate
                let detail = screen("detail-screen"), primary = screen("primary-screen")
                XCTAssertEqual(proxy?.targetDisplayModeForAction?(in: svc), .automatic, "the default display mode")
                XCTAssertEqual(proxy?.splitViewController?(svc, show: detail, sender: nil), false, "not handled: UIKit shows it")
                XCTAssertEqual(proxy?.splitViewController?(svc, showDetail: detail, sender: nil), false)
                XCTAssertNil(proxy?.primaryViewController?(forCollapsing: svc) ?? nil, "the default primary")
                XCTAssertNil(proxy?.primaryViewController?(forExpanding: svc) ?? nil)
                XCTAssertEqual(proxy?.splitViewController?(svc, collapseSecondary: detail, onto: primary), false)
                XCTAssertNil(proxy?.splitViewController?(svc, separateSecondaryFrom: primary) ?? nil)
                XCTAssertEqual(proxy?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: .oneOverSecondary), .oneOverSecondary)
                let splitProxy = proxy as? SplitViewControllerDelegateProxy
                XCTAssertEqual(splitProxy?.answers("splitViewControllerSupportedInterfaceOrientations:"), false)
                XCTAssertEqual(splitProxy?.answers("splitViewControllerPreferredInterfaceOrientationForPresentation:"), false)
                XCTAssertEqual(svc.supportedInterfaceOrientations, .allButUpsideDown, "the controller's own answer")
                svc.fakeUserCollapses()
                svc.fakeUserExpands()
                app.settle()
                XCTAssertEqual(svc.displayMode, .twoBesideSecondary, "the proposed display mode")
                UIKitFake.reset()
                withExtendedLifetime(own) {}
            }
        }
    }
}
