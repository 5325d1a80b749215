@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// `SplitViewControllerContainer` and its delegate proxy run on the stand-in UIKit's split view
/// controller (issue 28): the split delegate's methods reach the app's delegate, a collapse and an
/// expansion move the route's screens between the columns and the compact stack with the route
/// kept, a sheet over the split view stays through both, and a back swipe in compact width is
/// reported.
@available(iOS 14.0, tvOS 14.0, *)
final class SplitViewControllerGlueTests: GlueTestCase {
    func testEverySplitDelegateMethodReachesTheAppsDelegateAndItsTopColumnIsUIKitsAnswer() {
        onMain {
            let record = DelegateRecord()
            let own = AppSplitDelegate(record)
            let app = SplitGlueApp { $0.delegate = own }
            defer { app.tearDown() }
            XCTAssertTrue(app.splitViewController.delegate !== own, "the container's proxy is the controller's delegate")
            XCTAssertTrue(app.split.delegate === own, "the delegate the controller had is the container's")
            app.splitViewController.fakeUserChangesColumn(.primary, shown: false)
            app.splitViewController.fakeUserChangesColumn(.primary, shown: true)
            app.splitViewController.fakeUserCollapses()
            app.splitViewController.fakeUserExpands()
            app.settle()
            XCTAssertEqual(record.calls, ["willHide primary", "willShow primary", "topColumn proposed secondary", "didCollapse", "didExpand"])
            XCTAssertTrue(UIKitFake.log.contains("split collapses (top column: primary)"), "\(UIKitFake.log)")
        }
    }

    func testADelegateSetOnTheContainerLaterHearsThemAndOneWithoutMethodsLeavesUIKitsDefaults() {
        onMain {
            let app = SplitGlueApp()
            defer { app.tearDown() }
            let empty = AppSplitDelegateWithoutMethods()
            app.split.delegate = empty
            app.splitViewController.fakeUserCollapses()
            XCTAssertTrue(UIKitFake.log.contains("split collapses (top column: secondary)"), "the proposed column: \(UIKitFake.log)")
            let record = DelegateRecord()
            let own = AppSplitDelegate(record)
            app.split.delegate = own
            app.splitViewController.fakeUserExpands()
            app.settle()
            XCTAssertEqual(record.calls, ["didExpand"])
        }
    }

    func testCollapseAndExpandMoveTheRoutesScreensAndKeepTheRoute() {
        onMain {
            let app = SplitGlueApp()
            defer { app.tearDown() }
            app.navigate(["inbox", "mail/1", "attachment"])
            app.settle()
            XCTAssertEqual(app.titles(app.split.content), ["inbox"])
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["mail/1", "attachment"])
            app.splitViewController.fakeUserCollapses()
            app.run()
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list", "inbox", "mail/1", "attachment"])
            XCTAssertEqual(app.route, ["inbox", "mail/1", "attachment"])
            app.navigate(["inbox", "mail/2"])
            app.settle()
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list", "inbox", "mail/2"])
            app.splitViewController.fakeUserExpands()
            app.run()
            XCTAssertEqual(app.titles(app.split.content), ["inbox"])
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["mail/2"])
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list"])
            XCTAssertEqual(app.route, ["inbox", "mail/2"])
            XCTAssertEqual(app.root.displayedRoute, app.route)
            XCTAssertFalse(app.outcomes.contains { $0.contains("user navigated") }, "neither width change is a user change: \(app.outcomes)")
        }
    }

    func testASheetOverTheSplitViewStaysWhileItCollapsesAndTheCompactStackDismissesIt() {
        onMain {
            let app = SplitGlueApp()
            defer { app.tearDown() }
            app.navigate(["inbox", "mail/1", "compose", "attachment"])
            app.settle()
            let modal = app.splitViewController.presentedViewController as? UINavigationController
            XCTAssertEqual(app.titles(modal), ["compose", "attachment"])
            XCTAssertTrue(app.split.detail.presentedModal?.navigationController === modal)
            app.splitViewController.fakeUserCollapses()
            app.settle()
            XCTAssertTrue(app.splitViewController.presentedViewController === modal, "UIKit keeps it up")
            XCTAssertTrue(app.split.compact.presentedModal?.navigationController === modal, "the compact stack presents it now")
            XCTAssertNil(app.split.detail.presentedModal)
            XCTAssertFalse(UIKitFake.log.contains { $0.contains("dismiss") }, "\(UIKitFake.log)")
            XCTAssertEqual(app.route, ["inbox", "mail/1", "compose", "attachment"])
            app.splitViewController.fakeUserExpands()
            app.settle()
            XCTAssertTrue(app.split.detail.presentedModal?.navigationController === modal, "back with the detail stack")
            app.splitViewController.fakeUserCollapses()
            app.settle()
            app.navigate(["inbox", "mail/1"])
            app.settle()
            XCTAssertNil(app.splitViewController.presentedViewController)
            XCTAssertTrue(UIKitFake.log.contains("compact.dismiss(animated: true)"), "\(UIKitFake.log)")
            XCTAssertEqual(app.route, ["inbox", "mail/1"])
            XCTAssertEqual(app.root.displayedRoute, app.route)
            XCTAssertFalse(app.outcomes.contains { $0.contains("user navigated") }, "\(app.outcomes)")
        }
    }

    func testAnAlertOverTheSplitViewStaysWhileItCollapsesAndItsAnswerArrives() {
        onMain {
            let app = SplitGlueApp()
            defer { app.tearDown() }
            app.navigate(["inbox", "mail/1", "discard"])
            app.settle()
            let alert = app.splitViewController.presentedViewController as? UIAlertController
            XCTAssertNotNil(alert)
            app.splitViewController.fakeUserCollapses()
            app.settle()
            XCTAssertTrue(app.splitViewController.presentedViewController === alert, "UIKit keeps it up")
            XCTAssertEqual(app.split.compact.presentedDialog?.title, "Discard?", "the compact stack shows it now")
            XCTAssertNil(app.split.detail.presentedDialog)
            XCTAssertEqual(app.route, ["inbox", "mail/1", "discard"])
            alert?.fakeUserTaps("Keep")
            app.settle()
            XCTAssertEqual(app.route, ["inbox", "mail/1"])
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /inbox/mail/1/discard → /inbox/mail/1 (dismissed)",
                                                    "0 state synced to /inbox/mail/1"])
            XCTAssertNil(app.splitViewController.presentedViewController)
        }
    }

    func testABackSwipeInCompactWidthIsReportedAndTheColumnsShowItAfterExpanding() {
        onMain {
            let app = SplitGlueApp()
            defer { app.tearDown() }
            app.navigate(["inbox", "mail/1", "attachment"])
            app.settle()
            app.splitViewController.fakeUserCollapses()
            app.run()
            app.split.compact.navigationController.fakeUserSwipesBack()
            app.run()
            XCTAssertEqual(app.route, ["inbox", "mail/1", "attachment"], "didShow has not come yet")
            app.settle()
            XCTAssertEqual(app.route, ["inbox", "mail/1"])
            XCTAssertEqual(app.outcomes.suffix(2), ["0 user navigated /inbox/mail/1/attachment → /inbox/mail/1 (popped)",
                                                    "0 state synced to /inbox/mail/1"])
            app.splitViewController.fakeUserExpands()
            app.run()
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["mail/1"])
            XCTAssertEqual(app.root.displayedRoute, ["inbox", "mail/1"])
        }
    }

    // MARK: Two columns

    func testTwoColumnsShowTheSidebarsSelectionAsTheDetailStacksRootAndKeepTheRouteThroughCollapseAndExpand() {
        onMain {
            let app = SplitGlueApp(style: .doubleColumn)
            defer { app.tearDown() }
            XCTAssertNil(app.split.content, "no content column")
            XCTAssertEqual(app.split.style, .doubleColumn)
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["placeholder-detail"])
            app.navigate(["inbox", "mail/1"])
            app.settle()
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["inbox", "mail/1"])
            XCTAssertEqual(app.outcomes.last, "0 completed /inbox/mail/1")
            app.navigate(["archive"])
            app.settle()
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["archive"], "a new selection replaces the detail stack")
            app.navigate(["inbox", "mail/1", "attachment"])
            app.settle()
            app.splitViewController.fakeUserCollapses()
            app.run()
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list", "inbox", "mail/1", "attachment"])
            XCTAssertEqual(app.route, ["inbox", "mail/1", "attachment"])
            app.navigate(["inbox", "mail/2"])
            app.settle()
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list", "inbox", "mail/2"])
            app.split.compact.navigationController.fakeUserSwipesBack()
            app.settle()
            XCTAssertEqual(app.route, ["inbox"])
            app.splitViewController.fakeUserExpands()
            app.run()
            XCTAssertEqual(app.titles(app.split.detail.navigationController), ["inbox"])
            XCTAssertEqual(app.titles(app.split.compact.navigationController), ["list"])
            XCTAssertEqual(app.root.displayedRoute, ["inbox"])
            app.navigate(["inbox", "attachment"])
            app.settle()
            app.split.detail.navigationController.fakeUserSwipesBack()
            app.settle()
            XCTAssertEqual(app.route, ["inbox"])
            XCTAssertEqual(app.root.displayedRoute, app.route)
            XCTAssertEqual(app.outcomes.filter { $0.contains("user navigated") }, [
                "0 user navigated /inbox/mail/2 → /inbox (popped)", "0 user navigated /inbox/attachment → /inbox (popped)",
            ], "only the back swipes are the user's; collapsing and expanding are not")
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }
}
