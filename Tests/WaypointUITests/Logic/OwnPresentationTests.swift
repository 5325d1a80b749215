import WaypointRouter
import WaypointRx
import WaypointStore
import WaypointTesting
import XCTest
@testable import WaypointUI

/// UIKit answers `presentedViewController` for a modal the tab bar controller presents for any of
/// its tabs. A stack container answering with `OwnPresentation` presents only what it presented:
/// the other tabs' stacks present nothing, and a tab switch the router makes leaves a modal it did
/// not present (the app's own alert) alone.
final class OwnPresentationTests: LeakCheckingTestCase {
    /// What UIKit presents over the tab bar controller, for whichever child asked.
    private final class Window {
        var presented: AnyObject?
    }

    /// A navigation controller in a tab bar controller, as UIKit behaves: what it presents is
    /// presented by the tab bar controller, and `presentedViewController` answers it for every tab.
    private final class UIKitLikeStack: FakeScreen, StackContainer, ModalPresenter {
        let window: Window
        let log: ContainerLog
        private(set) var screens: [FakeScreen]
        private var own = OwnPresentation<FakeScreen>()

        init(_ name: String, root: FakeScreen, window: Window, log: ContainerLog) {
            self.window = window
            self.log = log
            screens = [root]
            super.init(name)
        }

        /// `presentedViewController`, inherited from the tab bar controller.
        var presentedViewController: AnyObject? { window.presented }
        var presentedModal: FakeScreen? { own.current { $0 === presentedViewController } }

        func pushScreen(_ screen: FakeScreen, animated: Bool, completion: @escaping ContainerCompletion) {
            screens.append(screen)
            call("push(\(screen.name))", completion)
        }
        func popToScreen(_ screen: FakeScreen, animated: Bool, completion: @escaping ContainerCompletion) {
            if let index = screens.firstIndex(where: { $0 === screen }) { screens.removeSubrange((index + 1)...) }
            call("popTo(\(screen.name))", completion)
        }
        func setScreens(_ screens: [FakeScreen], animated: Bool, completion: @escaping ContainerCompletion) {
            self.screens = screens
            call("set", completion)
        }
        func presentModal(_ modal: FakeScreen, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
            own.present(modal)
            window.presented = modal
            call("present(\(modal.name))", completion)
        }
        func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
            window.presented = nil
            call("dismiss", completion)
        }
        func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
            call("selectDetent(\(detent))", completion)
        }
        private func call(_ text: String, _ completion: @escaping ContainerCompletion) {
            log.record("\(name).\(text)")
            completion()
        }
    }

    private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    private lazy var log = ContainerLog(scheduler: scheduler)
    private let window = Window()

    override func tearDown() {
        // XCTest keeps each test case until the process exits: a modal the window still holds
        // would live on with the weak-reference side table `OwnPresentation` gave it, which
        // LeakSanitizer cannot follow (a tagged pointer in the object's header) and reports.
        window.presented = nil
        super.tearDown()
    }

    private func makeApp() -> (store: Store<AppState>, router: Router<AppState>, home: UIKitLikeStack, profile: UIKitLikeStack) {
        let tabs = FakeTabs(log: log)
        let home = UIKitLikeStack("home", root: FakeScreen("home-root"), window: window, log: log)
        let profile = UIKitLikeStack("profile", root: FakeScreen("profile-root"), window: window, log: log)
        let window = self.window, log = self.log
        let root = TabBarRoutable(tabs: tabs, stacks: [("home", home), ("profile", profile)], screens: makeScreens()) { screen, _ in
            UIKitLikeStack("modal(\(screen.name))", root: screen, window: window, log: log)
        }
        let store = Store(reducer: appReducer, state: AppState())
        let router = Router(store: store, rootRoutable: root, scheduler: scheduler, stepTimeout: .seconds(50))
        return (store, router, home, profile)
    }

    func testOnlyTheStackThatPresentedAModalPresentsIt() {
        let app = makeApp()
        defer { app.router.dispose() }
        scheduler.scheduleAt(100) { app.store.dispatch(SetRouteAction(["home", "login"])) }
        scheduler.start()
        XCTAssertNotNil(app.home.presentedModal)
        XCTAssertNotNil(app.profile.presentedViewController, "UIKit answers it for every tab")
        XCTAssertNil(app.profile.presentedModal)
    }

    func testATabSwitchLeavesAModalTheRouterDidNotPresentAlone() {
        let app = makeApp()
        defer { app.router.dispose() }
        let alert = FakeScreen("alert")
        scheduler.scheduleAt(100) { self.window.presented = alert }      // the app's own alert, over the tab bar
        scheduler.scheduleAt(200) { app.store.dispatch(SetRouteAction(["profile", "detail"])) }
        scheduler.start()
        XCTAssertTrue(window.presented === alert)
        XCTAssertEqual(log.calls, ["200 tabs.select(1)", "200 profile.push(detail)"])
        XCTAssertEqual(app.store.state.navigationState.route, ["profile", "detail"])
    }

    func testADismissedModalIsNoLongerPresented() {
        var own = OwnPresentation<FakeScreen>()
        let modal = FakeScreen("login")
        own.present(modal)
        XCTAssertTrue(own.current { $0 === modal } === modal)
        XCTAssertNil(own.current { _ in false }, "UIKit no longer presents it")
    }
}
