@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, "also": a tab bar controller set up with iOS 18's `UITab`s, where UIKit no longer
/// uses `viewControllers`: the container selects through `selectedTab`, the user's tap reaches the
/// store through `tabBarController(_:didSelectTab:previousTab:)`, and the app's delegate hears
/// and can refuse the tab methods.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
final class UITabTests: GlueTestCase {
    /// An app's delegate of the iOS 18 tab methods; `allows` answers `shouldSelectTab`.
    private final class AppTabDelegate: NSObject, UITabBarControllerDelegate {
        let record: DelegateRecord
        var allows = true
        init(_ record: DelegateRecord) { self.record = record }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            record.calls.append("shouldSelectTab \(tab.identifier)")
            return allows
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
            record.calls.append("didSelectTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
        }
    }

    func testTheRouterSelectsTabsThroughSelectedTab() {
        onMain {
            let app = GlueApp(uiTabs: true)
            defer { app.tearDown() }
            XCTAssertEqual(app.route, ["home"])
            app.navigate(["profile", "user/1"])
            app.settle()
            XCTAssertEqual(UIKitFake.log.first, "tabs.selectedTab = profile")
            XCTAssertTrue(app.tabBarController.selectedTab === app.tabBarController.tabs[1])
            XCTAssertEqual(app.titles(app.profile), ["profile-root", "user/1"])
            XCTAssertEqual(app.route, ["profile", "user/1"])
        }
    }

    func testATabTapReachesTheStoreAndTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppTabDelegate(record)
            let app = GlueApp(uiTabs: true, prepare: { $0.tabBarController.delegate = appDelegate })
            defer { app.tearDown() }
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(record.calls, ["shouldSelectTab profile", "didSelectTab profile from home"])
            XCTAssertEqual(app.route, ["profile"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testATabTapTheAppsDelegateRefusesChangesNothing() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppTabDelegate(record)
            appDelegate.allows = false
            let app = GlueApp(uiTabs: true, prepare: { $0.tabBarController.delegate = appDelegate })
            defer { app.tearDown() }
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(record.calls, ["shouldSelectTab profile"])
            XCTAssertTrue(app.tabBarController.selectedTab === app.tabBarController.tabs[0])
            XCTAssertEqual(app.route, ["home"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testAModalPresentedInATabIsTheTabBarControllers() {
        onMain {
            let app = GlueApp(uiTabs: true)
            defer { app.tearDown() }
            app.navigate(["profile", "login"])
            app.settle()
            XCTAssertNotNil(app.tabBarController.presentedViewController)
            XCTAssertNotNil(app.profileStack.presentedModal)
            XCTAssertNil(app.homeStack.presentedModal)
            app.tabBarController.presentedViewController?.presentationController?.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(app.route, ["profile"])
        }
    }

    func testAUITabTapAGuardRefusesKeepsTheTab() {
        onMain {
            let app = GlueApp(uiTabs: true)
            defer { app.tearDown() }
            app.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", refusing: { $0.kind == .selectTab }))
            app.navigate(["home", "user/1"])
            app.settle()
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(UIKitFake.log.last, "tab tap refused")
            XCTAssertTrue(app.tabBarController.selectedTab === app.tabBarController.tabs[0])
            XCTAssertEqual(app.route, ["home", "user/1"])
        }
    }

    func testWithoutTheOptionTappingTheSelectedUITabChangesNothing() {
        onMain {
            let app = GlueApp(uiTabs: true)
            defer { app.tearDown() }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.tabBarController.fakeUserTaps(0)
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"])
            XCTAssertEqual(app.route, ["home", "user/1", "detail"])
        }
    }
}
