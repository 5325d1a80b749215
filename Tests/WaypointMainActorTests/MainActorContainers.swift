#if compiler(>=6.2)
import Foundation
import Waypoint

/// A view controller as UIKit code writes it: a main-actor class.
@MainActor
class FakeViewController {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A screen that receives the route's data, with an isolated conformance.
@MainActor
final class FakeUserViewController: FakeViewController {
    private(set) var userName: String?
}

extension FakeUserViewController: @MainActor DataReceivable {
    func didReceiveData(_ data: String) { userName = data }
}

/// Counts container calls that arrive off the main thread.
@MainActor
final class ThreadCheck {
    static let shared = ThreadCheck()
    private(set) var callsOffTheMainThread = 0
    func check() { if !Thread.isMainThread { callsOffTheMainThread += 1 } }
}

/// A `UINavigationController` stand-in: a main-actor view controller holding a stack, which
/// adopts WaypointUI's container protocols with isolated conformances, as WaypointUI's
/// `NavigationControllerContainer` does on UIKit platforms.
@MainActor
final class FakeNavigationController: FakeViewController {
    private(set) var viewControllers: [FakeViewController]
    private(set) var presentedViewController: FakeViewController?

    init(root: FakeViewController) {
        viewControllers = [root]
        super.init("stack(\(root.name))")
    }

    /// The user's back swipe.
    func userPops() { viewControllers.removeLast() }
    /// The user's swipe-down.
    func userDismisses() { presentedViewController = nil }
}

extension FakeNavigationController: @MainActor StackContainer {
    var screens: [FakeViewController] { viewControllers }

    func pushScreen(_ screen: FakeViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        viewControllers.append(screen)
        completion()
    }

    func popToScreen(_ screen: FakeViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        if let index = viewControllers.firstIndex(where: { $0 === screen }) { viewControllers.removeSubrange((index + 1)...) }
        completion()
    }

    func setScreens(_ screens: [FakeViewController], animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        viewControllers = screens
        completion()
    }
}

extension FakeNavigationController: @MainActor ModalPresenter {
    var presentedModal: FakeViewController? { presentedViewController }

    func presentModal(_ modal: FakeViewController, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        presentedViewController = modal
        completion()
    }

    func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        presentedViewController = nil
        completion()
    }

    func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        completion()
    }
}

/// A `UITabBarController` stand-in.
@MainActor
final class FakeTabBarController {
    private(set) var selectedIndex = 0
    /// The user's tap on a tab.
    func userTaps(_ index: Int) { selectedIndex = index }
}

extension FakeTabBarController: @MainActor TabContainer {
    var selectedTabIndex: Int { selectedIndex }

    func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        ThreadCheck.shared.check()
        selectedIndex = index
        completion()
    }
}

/// The app's launch wiring, as the UIKit example in the documentation writes it: a tab bar with a
/// Home and a Profile stack, user pages pushed with their data, a login sheet.
@MainActor
func makeTabApp(store: Store<AppState>) -> (router: Router<AppState>, root: TabBarRoutable<FakeTabBarController, FakeNavigationController>,
                                             tabs: FakeTabBarController, home: FakeNavigationController, profile: FakeNavigationController) {
    let screens = ScreenFactory<FakeViewController>()
    screens.register(matching: { $0.hasPrefix("user/") }) { request in FakeUserViewController(request.segment) }
    screens.register("login", presentation: .sheet) { _ in FakeViewController("login") }

    let tabs = FakeTabBarController()
    let home = FakeNavigationController(root: FakeViewController("home"))
    let profile = FakeNavigationController(root: FakeViewController("profile"))
    let root = TabBarRoutable(tabs: tabs, stacks: [("home", home), ("profile", profile)], screens: screens) { screen, _ in
        FakeNavigationController(root: screen)
    }
    let router = Router(store: store, rootRoutable: root, scheduler: MainScheduler.instance)
    return (router, root, tabs, home, profile)
}
#endif
