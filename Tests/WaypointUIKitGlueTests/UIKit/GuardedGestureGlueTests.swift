@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointRx
import WaypointUI
import XCTest

/// The user-change guards through the UIKit glue, on the stand-in UIKit's fakes: UIKit asks the
/// containers before the edge swipe, the swipe-down and the tab tap, and the guards answer
/// (issue 28); the router waits while a finger moves.
final class GuardedGestureGlueTests: GlueTestCase {
    /// Counts the attempts it was asked about and answers `decision`.
    private final class Counting: @unchecked Sendable {
        // @unchecked: touched only on the main thread.
        var asked: [String] = []
    }

    @MainActor private static func addGuard(_ app: GlueApp, _ decision: UserChangeDecision, kinds: Set<UserChangeAttempt.Kind>) -> Counting {
        let counting = Counting()
        app.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", when: { kinds.contains($0.kind) }) { attempt in
            counting.asked.append(attempt.description)
            return .just(decision)
        })
        return counting
    }

    func testAnEdgeSwipeAGuardRefusesNeverBegins() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let counting = Self.addGuard(app, .refuse, kinds: [.pop])
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserSwipesBack()
            app.settle()
            XCTAssertEqual(UIKitFake.log.suffix(2), ["user swipes back on home", "back swipe does not begin"])
            XCTAssertEqual(counting.asked, ["pop /home/user/1/detail → /home/user/1"])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"])
            XCTAssertEqual(app.route, ["home", "user/1", "detail"])
        }
    }

    func testAtTheRootUIKitsOwnDelegateRefusesBeforeTheGuardsAreAsked() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let counting = Self.addGuard(app, .allow, kinds: [.pop])
            app.home.fakeUserSwipesBack()
            XCTAssertEqual(UIKitFake.log.last, "back swipe does not begin")
            XCTAssertEqual(counting.asked, [])
        }
    }

    func testARouteSetWhileTheFingerMovesWaitsForTheSwipeToEnd() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            app.settle()
            app.home.fakeUserSwipesBack()
            app.navigate(["home", "user/2"])
            XCTAssertEqual(app.titles(app.home), ["home-root"], "no container call while the swipe is in flight")
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/2"])
            XCTAssertEqual(app.route, ["home", "user/2"])
            // The navigation that waited owns the state: it runs from what the user left, no sync between.
            XCTAssertEqual(app.outcomes, ["0 completed /home/user/1", "0 user navigated /home/user/1 → /home (popped)",
                                          "0 completed /home/user/2"])
        }
    }

    func testASwipeDownAGuardRefusesKeepsTheSheet() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let counting = Self.addGuard(app, .refuse, kinds: [.dismiss])
            app.navigate(["user/1", "login"])
            app.settle()
            app.home.presentedViewController?.presentationController?.fakeUserSwipesDown()
            app.settle()
            XCTAssertEqual(UIKitFake.log.suffix(2), ["user swipes down UINavigationController", "swipe-down refused"])
            XCTAssertEqual(counting.asked, ["dismiss /user/1/login → /user/1"])
            XCTAssertNotNil(app.home.presentedViewController)
            XCTAssertEqual(app.route, ["user/1", "login"])
        }
    }

    func testATabTheAppsDelegateRefusesIsNotAskedOfTheGuards() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let record = DelegateRecord()
            let delegate = AppTabBarDelegate(record)
            delegate.allows = false
            app.tabs.delegate = delegate
            let counting = Self.addGuard(app, .allow, kinds: [.selectTab])
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(record.calls.first, "shouldSelect profile")
            XCTAssertEqual(counting.asked, [])
            XCTAssertEqual(app.tabBarController.selectedIndex, 0)
        }
    }

    func testATabTapAGuardRefusesKeepsTheTab() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            let counting = Self.addGuard(app, .refuse, kinds: [.selectTab])
            app.navigate(["home", "user/1"])
            app.settle()
            app.tabBarController.fakeUserTaps(1)
            app.settle()
            XCTAssertEqual(UIKitFake.log.last, "tab tap refused")
            XCTAssertEqual(counting.asked, ["selectTab /home/user/1 → /profile"])
            XCTAssertEqual(app.route, ["home", "user/1"])
        }
    }

    func testTappingTheSelectedTabGoesToItsRootThroughTheRouter() {
        onMain {
            // With viewControllers, and with iOS 18's UITabs (another delegate method).
            for uiTabs in [false, true] {
                let app = GlueApp(uiTabs: uiTabs)
                defer { app.tearDown() }
                app.tabRoot?.popsToRootOnReselect = true
                app.navigate(["home", "user/1", "detail"])
                app.settle()
                app.tabBarController.fakeUserTaps(0)
                XCTAssertEqual(UIKitFake.log.last, "tab tap refused", "UIKit's own pop to root is kept from happening (\(uiTabs))")
                app.settle()
                XCTAssertEqual(app.titles(app.home), ["home-root"], "\(uiTabs)")
                XCTAssertEqual(app.route, ["home"], "\(uiTabs)")
                XCTAssertEqual(app.outcomes.last, "0 completed /home", "\(uiTabs)")
                UIKitFake.reset()
            }
        }
    }

    /// Adds the guard that asks "discard changes?" (the `discard` dialog) before `kinds`.
    @MainActor private static func addAskingGuard(_ app: GlueApp, kinds: Set<UserChangeAttempt.Kind>) {
        let router = app.router
        router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", when: { kinds.contains($0.kind) }) { _ in
            router.presentForResult("discard", expecting: DialogButton.self).map { $0.action == "discard" ? .allow : .refuse }
        })
    }

    func testASwipeDownAGuardAsksAboutShowsTheAlertOverTheSheetAndTheRouterDismissesItOnceConfirmed() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            Self.addAskingGuard(app, kinds: [.dismiss])
            app.navigate(["user/1", "login"])
            app.settle()
            let sheet = app.home.presentedViewController as? UINavigationController
            for answer in ["Keep editing", "Discard"] {
                UIKitFake.reset()
                sheet?.presentationController?.fakeUserSwipesDown()
                XCTAssertEqual(UIKitFake.log.suffix(2), ["user swipes down UINavigationController", "swipe-down refused"],
                               "a guard that asks refuses the gesture itself")
                app.settle()
                let alert = sheet?.presentedViewController as? UIAlertController
                XCTAssertEqual(alert?.title, "Discard changes?", "the question is shown over the sheet")
                XCTAssertEqual(app.route, ["user/1", "login", "discard"])
                alert?.fakeUserTaps(answer)
                app.settle()
            }
            XCTAssertNil(app.home.presentedViewController, "confirmed: the router dismissed the sheet after the alert")
            XCTAssertEqual(app.route, ["user/1"])
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.log.suffix(2), ["home.dismiss(animated: true)", "end of dismiss(UINavigationController)"])
            let asked = ["0 completed /user/1/login/discard", "0 user navigated /user/1/login/discard → /user/1/login (dismissed)",
                         "0 state synced to /user/1/login"]
            XCTAssertEqual(app.outcomes, ["0 completed /user/1/login"] + asked + asked + ["0 completed /user/1"],
                           "asked twice; the sheet goes only after the second answer, after the alert")
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testASwipeDownCancelledHalfWayChangesNothingAndARouteSetMeanwhileRunsAfterIt() {
        onMain {
            let app = GlueApp(tabs: false)
            defer { app.tearDown() }
            let counting = Self.addGuard(app, .allow, kinds: [.dismiss])
            app.navigate(["user/1", "login"])
            app.settle()
            let sheet = app.home.presentedViewController as? UINavigationController
            let before = app.outcomes
            sheet?.presentationController?.fakeUserSwipesDown()
            app.run()
            XCTAssertEqual(counting.asked, ["dismiss /user/1/login → /user/1"])
            app.navigate(["user/1", "login", "detail"])
            XCTAssertEqual(sheet.map(app.titles), ["login"], "no container call while the finger moves")
            XCTAssertTrue(UIKitFake.endTransition(cancelled: true), "the user lets go half way")
            app.run()
            XCTAssertTrue(app.home.presentedViewController === sheet)
            app.settle()
            XCTAssertEqual(sheet.map(app.titles), ["login", "detail"], "the waiting navigation ran from the unchanged screen")
            XCTAssertEqual(app.route, ["user/1", "login", "detail"])
            XCTAssertEqual(Array(app.outcomes.dropFirst(before.count)), ["0 completed /user/1/login/detail"], "nothing reported")
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }

    func testATabTapAGuardAsksAboutIsMadeByTheRouterOnceConfirmed() {
        onMain {
            let app = GlueApp()
            defer { app.tearDown() }
            Self.addAskingGuard(app, kinds: [.selectTab])
            app.navigate(["home", "user/1"])
            app.settle()
            for answer in ["Keep editing", "Discard"] {
                app.tabBarController.fakeUserTaps(1)
                XCTAssertEqual(UIKitFake.log.last, "tab tap refused", "a guard that asks refuses the tap itself")
                XCTAssertEqual(app.tabBarController.selectedIndex, 0)
                app.settle()
                XCTAssertEqual(app.route, ["home", "user/1", "discard"])
                let alert = app.tabBarController.presentedViewController as? UIAlertController
                alert?.fakeUserTaps(answer)
                app.settle()
            }
            XCTAssertEqual(app.tabBarController.selectedIndex, 1, "confirmed: the router selected the tab")
            XCTAssertEqual(app.route, ["profile"])
            XCTAssertEqual(app.displayedRoute, app.route)
            XCTAssertEqual(app.outcomes.last, "0 completed /profile")
            XCTAssertEqual(UIKitFake.misuses, [])
        }
    }
}
