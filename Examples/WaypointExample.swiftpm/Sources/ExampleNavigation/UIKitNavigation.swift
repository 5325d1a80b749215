// The UIKit variant's navigation: a UITabBarController with a UINavigationController per tab,
// driven by WaypointUI's TabBarRoutable, with UserNavigationObserver reporting what the user does.
// Compiled where UIKit has tab bar controllers (and on Linux in CI against the stand-in UIKit).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import Waypoint

/// The app's screens as UIKit shows them. Make it on the main thread, keep it as long as the
/// window shows `tabBarController`, and build a router with `root` as its root routable: the
/// router then hears what the user does (a tab tap, a back swipe, a sheet swiped down).
@MainActor
public final class UIKitNavigation {
    /// The window's root view controller.
    public let tabBarController: UITabBarController
    /// The routable the router drives: segment 0 selects the tab, the rest is pushed on that
    /// tab's navigation controller or presented as a sheet with a navigation controller of its own.
    public let root: TabBarRoutable<UITabBarController, UINavigationController>
    /// UIKit holds delegates weakly: the observer lives as long as this object.
    private let observer: UserNavigationObserver

    /// The tab bar, with `feed` and `profile` as the root screens of its tabs; every screen
    /// below the tabs is built by `makeScreen` from its request (`request.segment`, and the
    /// route's data through `request.data(as:)`).
    public init(feed: UIViewController, profile: UIViewController,
                makeScreen: @escaping (ScreenRequest) -> UIViewController) {
        let screens = ScreenFactory<UIViewController>()
        screens.register(matching: Routes.isScreen, presentation: .push, make: makeScreen)
        screens.register(Routes.login, presentation: Routes.presentation(of: Routes.login), make: makeScreen)  // the later one wins

        let feedStack = UINavigationController(rootViewController: feed)
        let profileStack = UINavigationController(rootViewController: profile)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [feedStack, profileStack]

        let observer = UserNavigationObserver()
        let root = TabBarRoutable(tabs: tabBarController,
                                  stacks: [(segment: Routes.feed, stack: feedStack), (segment: Routes.profile, stack: profileStack)],
                                  screens: screens) { screen, style in
            observer.modalStack(root: screen, style: style)
        }
        observer.containersDidChange = { [weak root] in root?.containersDidChange() }
        observer.observe(tabBarController)
        observer.observe(feedStack)
        observer.observe(profileStack)

        self.tabBarController = tabBarController
        self.root = root
        self.observer = observer
    }
}
#endif
