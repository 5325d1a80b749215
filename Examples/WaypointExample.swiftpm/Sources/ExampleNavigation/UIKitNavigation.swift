// The UIKit variant's navigation: a UITabBarController with a UINavigationController per tab,
// driven by WaypointUI's TabBarRoutable through its UIKit containers, which report what the user
// does (a tab tap, a back swipe, a sheet swiped down) to the router.
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
    public let root: TabBarRoutable<TabBarControllerContainer, NavigationControllerContainer>
    /// The containers WaypointUI drives (their navigation and tab bar controllers keep the app's
    /// own delegates: set them through `delegate`).
    public let tabs: TabBarControllerContainer
    /// The feed tab's and the profile tab's stacks.
    public let feed: NavigationControllerContainer
    public let profile: NavigationControllerContainer

    /// The tab bar, with `feed` and `profile` as the root screens of its tabs; every screen
    /// below the tabs is built by `makeScreen` from its case, shown as the case's `presentation`
    /// says.
    public init(feed feedRoot: UIViewController, profile profileRoot: UIViewController,
                makeScreen: @escaping (Screen) -> UIViewController) {
        let screens = ScreenFactory<UIViewController>(Screen.self) { screen in
            RoutedScreen(screen.presentation, makeScreen(screen))
        }

        let tabBarController = UITabBarController()
        let feedController = UINavigationController(rootViewController: feedRoot)
        let profileController = UINavigationController(rootViewController: profileRoot)
        tabBarController.viewControllers = [feedController, profileController]
        tabs = TabBarControllerContainer(tabBarController)
        feed = NavigationControllerContainer(feedController)
        profile = NavigationControllerContainer(profileController)
        root = TabBarRoutable(tabs: tabs, stacks: [(segment: Screen.feed, stack: feed), (segment: Screen.profile, stack: profile)],
                              screens: screens, configureModal: { modal, style in
            // Each sheet's navigation controller, before anything reads its presentation controller.
            if style == .sheet { modal.modalPresentationStyle = .formSheet }
        })
        self.tabBarController = tabBarController
    }
}
#endif
