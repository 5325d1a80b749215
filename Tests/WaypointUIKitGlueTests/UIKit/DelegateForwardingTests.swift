@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointUI
import XCTest

/// Issue 26, defect 2: the containers' delegate proxies pass every delegate method to the app's
/// own delegate (the one the controller had, or the one set on the container since), answer as
/// UIKit does without one, and still tell the router what the user did.
final class DelegateForwardingTests: GlueTestCase {
    func testEveryNavigationControllerDelegateMethodReachesTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppNavigationDelegate(record)
            let app = GlueApp(prepare: { $0.home.delegate = appDelegate })
            defer { app.tearDown() }
            XCTAssertTrue(app.homeStack.delegate === appDelegate, "the controller's delegate became the container's")
            XCTAssertFalse(app.home.delegate === appDelegate, "the container's proxy is the controller's delegate")
            app.navigate(["home", "user/1"])
            XCTAssertEqual(record.calls, ["animationController push home-root → user/1", "interactionController", "willShow user/1"])
            app.settle()
            XCTAssertEqual(record.calls.last, "didShow user/1")
            // UIKit gets the app's custom transition through the proxy.
            let proxy = app.home.delegate
            let root = app.home.viewControllers[0], user = app.home.viewControllers[1]
            XCTAssertTrue(proxy?.navigationController?(app.home, animationControllerFor: .pop, from: user, to: root) === appDelegate.animator)
            XCTAssertTrue(proxy?.navigationController?(app.home, interactionControllerFor: appDelegate.animator) === appDelegate.animator)
            // A back swipe: the app hears it, and so does the router.
            record.calls = []
            app.home.fakeUserSwipesBack()
            app.settle()
            XCTAssertEqual(record.calls, ["animationController pop user/1 → home-root", "interactionController",
                                          "willShow home-root", "didShow home-root"])
            XCTAssertEqual(app.route, ["home"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testADelegateSetOnTheContainerLaterIsTheOneThatHears() {
        onMain {
            let record = DelegateRecord()
            let app = GlueApp()
            defer { app.tearDown() }
            let appDelegate = AppDidShowOnlyDelegate(record)
            app.homeStack.delegate = appDelegate
            app.navigate(["home", "user/1"])
            app.settle()
            XCTAssertEqual(record.calls, ["didShow user/1"], "the methods it lacks are not invented")
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testWithoutAnAppDelegateTheNavigationProxyAnswersAsUIKitDoesWithoutOne() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let proxy = app.home.delegate
            let root = app.home.viewControllers[0]
            XCTAssertNotNil(proxy)
            XCTAssertNil(proxy?.navigationController?(app.home, animationControllerFor: .push, from: root, to: root) ?? nil,
                         "no custom animation: UIKit's own")
            XCTAssertNil(proxy?.navigationController?(app.home, interactionControllerFor: FakeAnimator()) ?? nil)
            // The same when the app's delegate lacks those methods.
            let record = DelegateRecord()
            let appDelegate = AppDidShowOnlyDelegate(record)
            app.homeStack.delegate = appDelegate
            XCTAssertNil(proxy?.navigationController?(app.home, animationControllerFor: .push, from: root, to: root) ?? nil)
            app.navigate(["home", "user/1"])
            app.settle()
            XCTAssertEqual(app.route, ["home", "user/1"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testEveryTabBarControllerDelegateMethodReachesTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppTabBarDelegate(record)
            let app = GlueApp(prepare: { $0.tabBarController.delegate = appDelegate })
            defer { app.tearDown() }
            XCTAssertTrue(app.tabs.delegate === appDelegate)
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(record.calls, ["shouldSelect profile", "didSelect profile"])
            XCTAssertEqual(app.route, ["profile"])
            let proxy = app.tabBarController.delegate
            XCTAssertTrue(proxy?.tabBarController?(app.tabBarController, animationControllerForTransitionFrom: app.home, to: app.profile)
                          === appDelegate.animator)
            XCTAssertTrue(proxy?.tabBarController?(app.tabBarController, interactionControllerFor: appDelegate.animator) === appDelegate.animator)
            XCTAssertEqual(record.calls.suffix(2), ["animationController home → profile", "interactionController"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testATabTapTheAppsDelegateRefusesChangesNeitherTheTabNorTheStore() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppTabBarDelegate(record)
            appDelegate.allows = false
            let app = GlueApp(prepare: { $0.tabBarController.delegate = appDelegate })
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            app.settle()
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(record.calls, ["shouldSelect profile"])
            XCTAssertEqual(app.tabBarController.selectedIndex, 0)
            XCTAssertEqual(app.route, ["home", "user/1"])
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1"], "nothing reported")
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testWithoutAnAppDelegateTheTabBarProxyAllowsEveryTap() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let proxy = app.tabBarController.delegate
            XCTAssertEqual(proxy?.tabBarController?(app.tabBarController, shouldSelect: app.profile), true)
            XCTAssertNil(proxy?.tabBarController?(app.tabBarController, animationControllerForTransitionFrom: app.home, to: app.profile) ?? nil)
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(app.route, ["profile"])
        }
    }

    func testEveryPresentationControllerDelegateMethodReachesTheAppsDelegate() throws {
        try onMain {
            let record = DelegateRecord()
            let appDelegate = AppPresentationDelegate(record)
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "login"])
            app.settle()
            let modal = try XCTUnwrap(app.homeStack.presentedModal)
            modal.presentationDelegate = appDelegate
            let presentationController = try XCTUnwrap(modal.navigationController.presentationController)
            let proxy = presentationController.delegate
            XCTAssertTrue(proxy?.presentationController?(presentationController, viewControllerForAdaptivePresentationStyle: .fullScreen)
                          === appDelegate.replacement)
            proxy?.presentationController?(presentationController, willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator: nil)
            XCTAssertEqual(record.calls, ["viewControllerForAdaptivePresentationStyle fullScreen", "willPresentWithAdaptiveStyle fullScreen"])
            // The user swipes the sheet down: the app's delegate is asked, then told, and the route follows.
            record.calls = []
            presentationController.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(record.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
            XCTAssertEqual(app.route, ["user/1"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testASwipeDownTheAppsDelegateRefusesKeepsTheSheetAndTheRoute() throws {
        try onMain {
            let record = DelegateRecord()
            let appDelegate = AppPresentationDelegate(record)
            appDelegate.allows = false
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "login"])
            app.settle()
            let modal = try XCTUnwrap(app.homeStack.presentedModal)
            modal.presentationDelegate = appDelegate
            modal.navigationController.presentationController?.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(record.calls, ["shouldDismiss", "didAttemptToDismiss"], "a \"discard changes?\" sheet can ask")
            XCTAssertTrue(app.home.presentedViewController === modal.navigationController)
            XCTAssertEqual(app.route, ["user/1", "login"])
            withExtendedLifetime(appDelegate) {}
        }
    }

    func testWithoutAnAppDelegateAPresentationMayBeSwipedDown() throws {
        try onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            app.navigate(["user/1", "login"])
            app.settle()
            let presentationController = try XCTUnwrap(app.home.presentedViewController?.presentationController)
            XCTAssertEqual(presentationController.delegate?.presentationControllerShouldDismiss?(presentationController), true)
            XCTAssertNil(presentationController.delegate?.presentationController?(presentationController,
                                                                                 viewControllerForAdaptivePresentationStyle: .fullScreen) ?? nil)
            presentationController.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(app.route, ["user/1"])
        }
    }

    func testAnAppDelegateTheModalsControllerHadStaysTheAppsDelegate() {
        onMain {
            let record = DelegateRecord()
            let appDelegate = AppPresentationDelegate(record)
            let app = GlueApp(tabs: false, configureModal: { modal, _ in
                // The app's own delegate on the sheet's presentation controller, set when the sheet is built.
                modal.modalPresentationStyle = .formSheet
                modal.presentationController?.delegate = sharedPresentationDelegate
            })
            defer { app.tearDown() }
            sharedPresentationDelegate = appDelegate
            app.navigate(["user/1", "login"])
            app.settle()
            app.home.presentedViewController?.presentationController?.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(record.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
            XCTAssertEqual(app.route, ["user/1"])
            sharedPresentationDelegate = nil
        }
    }
}

/// The delegate `testAnAppDelegateTheModalsControllerHadStaysTheAppsDelegate`'s app sets.
@MainActor private var sharedPresentationDelegate: AppPresentationDelegate?
