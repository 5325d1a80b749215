@_spi(Fakes) import UIKit
import WaypointRouter
import WaypointRx
import WaypointUI
import XCTest

/// The back button through the UIKit glue (iOS 16 `navigationItem.backAction`), on the stand-in
/// UIKit's fakes: a tap asks the user-change guards before the pop, and an app's own back action
/// is left alone (issue 28).
final class GuardedBackButtonGlueTests: GlueTestCase {
    /// What the guard or the app's back action was asked.
    private final class Record: @unchecked Sendable {
        // @unchecked: touched only on the main thread.
        var entries: [String] = []
    }

    @MainActor private static func addGuard(_ app: GlueApp, _ answer: @escaping @Sendable () -> Single<UserChangeDecision>) -> Record {
        let record = Record()
        app.router.add(userChangeGuard: UserChangeGuard(name: "Unsaved", when: { $0.kind == .pop }) { attempt in
            record.entries.append(attempt.description)
            return answer()
        })
        return record
    }

    func testATapTheGuardsAllowPopsAndIsReportedAsTheUsersPop() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let asked = Self.addGuard(app) { .just(.allow) }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(asked.entries, ["pop /home/user/1/detail → /home/user/1"])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
            XCTAssertEqual(app.route, ["home", "user/1"])
            XCTAssertEqual(app.displayedRoute, app.route)
        }
    }

    func testATapAGuardRefusesPopsNothing() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let asked = Self.addGuard(app) { .just(.refuse) }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(asked.entries, ["pop /home/user/1/detail → /home/user/1"])
            XCTAssertEqual(UIKitFake.log.suffix(1), ["back action Waypoint.NavigationControllerContainer.back runs"])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"])
            XCTAssertEqual(app.route, ["home", "user/1", "detail"])
        }
    }

    func testATapAGuardAsksAboutPopsOnceItAllowed() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let answer = ReplaySubject<UserChangeDecision>.create(bufferSize: 1)
            let asked = Self.addGuard(app) { answer.take(1).asSingle() }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1", "detail"], "nothing while the guard asks")
            answer.onNext(.allow)
            app.settle()
            XCTAssertEqual(asked.entries, ["pop /home/user/1/detail → /home/user/1"])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
            XCTAssertEqual(app.route, ["home", "user/1"])
            XCTAssertEqual(app.displayedRoute, app.route)
        }
    }

    func testAnAppsOwnBackActionIsKeptAndRuns() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let asked = Self.addGuard(app) { .just(.allow) }
            app.navigate(["home", "user/1"])
            app.settle()
            let user = app.home.viewControllers[1]
            XCTAssertEqual(user.navigationItem.backAction?.identifier, NavigationControllerContainer.backActionIdentifier)
            let ran = Record()
            user.navigationItem.backAction = UIAction(identifier: UIAction.Identifier("app.back")) { _ in ran.entries.append("app's back") }
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            XCTAssertEqual(user.navigationItem.backAction?.identifier, UIAction.Identifier("app.back"), "not overwritten")
            app.navigate(["home", "user/1"])
            app.settle()
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(ran.entries, ["app's back"])
            XCTAssertEqual(asked.entries, [])
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
        }
    }

    func testAScreenThatHidesItsBackButtonGetsNoBackAction() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            app.navigate(["home", "user/1"])
            app.settle()
            let user = app.home.viewControllers[1]
            user.navigationItem.backAction = nil
            user.navigationItem.hidesBackButton = true
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            XCTAssertNil(user.navigationItem.backAction)
            XCTAssertEqual(app.home.viewControllers[2].navigationItem.backAction?.identifier, NavigationControllerContainer.backActionIdentifier)
        }
    }

    func testAScreenWithItsOwnLeftItemsKeepsThemAndGetsNoBackButton() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let asked = Self.addGuard(app) { .just(.allow) }
            app.navigate(["home", "user/1"])
            app.settle()
            let user = app.home.viewControllers[1]
            user.navigationItem.backAction = nil
            let close = UIBarButtonItem(primaryAction: UIAction(identifier: UIAction.Identifier("app.close")) { _ in })
            user.navigationItem.leftBarButtonItem = close
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            XCTAssertNil(user.navigationItem.backAction)
            XCTAssertFalse(user.navigationItem.fakeShowsBackButton, "no back button added beside or instead of the app's item")
            XCTAssertTrue(user.navigationItem.leftBarButtonItem === close)
            XCTAssertEqual(app.home.viewControllers[2].navigationItem.backAction?.identifier, NavigationControllerContainer.backActionIdentifier)
            XCTAssertEqual(asked.entries, [])
        }
    }

    func testLeftItemsThatSupplementTheBackButtonLeaveItGuarded() {
        onMain {
            guard #available(iOS 16.0, tvOS 14.0, *) else { return }
            let app = GlueApp()
            defer { app.tearDown() }
            let asked = Self.addGuard(app) { .just(.refuse) }
            app.navigate(["home", "user/1"])
            app.settle()
            let user = app.home.viewControllers[1]
            user.navigationItem.backAction = nil
            user.navigationItem.leftBarButtonItems = [UIBarButtonItem(primaryAction: nil)]
            user.navigationItem.leftItemsSupplementBackButton = true
            app.navigate(["home", "user/1", "detail"])
            app.settle()
            app.navigate(["home", "user/1"])
            app.settle()
            XCTAssertEqual(user.navigationItem.backAction?.identifier, NavigationControllerContainer.backActionIdentifier)
            XCTAssertFalse(user.navigationItem.fakeGeneratedBackButton, "UIKit's own back button, its action replaced")
            app.home.fakeUserTapsBack()
            app.settle()
            XCTAssertEqual(asked.entries.count, 1)
            XCTAssertEqual(app.titles(app.home), ["home-root", "user/1"])
        }
    }
}
