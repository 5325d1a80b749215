// Compiled only where UIKit has tab bar controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITabBarController` as a Waypoint tab container. Selecting a tab is not animated by UIKit:
/// it completes at once. Every call must arrive on the main thread (run the router on
/// `MainScheduler`): a call from another thread traps with a message that says so.
///
/// Tab `i` is the tab bar controller's `viewControllers[i]`, or, for a controller set up with
/// iOS 18's `tabs`, its top-level `tabs[i]` (`selectedTab`; a tab inside a `UITabGroup` of the
/// sidebar is not a route segment: selecting one leaves the route on the tab the route names).
///
/// The container becomes the tab bar controller's delegate to learn of the user's tab taps
/// (`tabBarController(_:didSelect:)`, or `tabBarController(_:didSelectTab:previousTab:)` with
/// `tabs`), and forwards each delegate method to the app's own delegate: the one the controller
/// had when the container was made, or the one set on `delegate` since. Set the app's delegate
/// there, not on the controller.
@MainActor
public final class TabBarControllerContainer {
    /// The tab bar controller.
    public let tabBarController: UITabBarController
    private let proxy = TabBarControllerDelegateProxy()
    /// Told about every tab the user selected (set by the root routable's UIKit initializer).
    var userChanged: (() -> Void)? {
        didSet { proxy.userChanged = userChanged }
    }
    /// Asks the root routable before the user selects a tab (set by its UIKit initializer).
    var hooks: UserChangeHooks? {
        didSet { proxy.shouldSelectTab = { [weak hooks] index in hooks?.shouldSelectTab(index) ?? true } }
    }

    /// A container for `tabBarController`; the controller's current delegate becomes `delegate`.
    public init(_ tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        proxy.forwardee = tabBarController.delegate
        tabBarController.delegate = proxy
    }

    /// The app's own tab bar controller delegate: each delegate method reaches it
    /// (`tabBarController(_:shouldSelect:)` included).
    public var delegate: (any UITabBarControllerDelegate)? {
        get { proxy.forwardee }
        set {
            proxy.forwardee = newValue
            // Set again: UIKit remembers which optional methods a delegate has (`AnsweringProxy`).
            tabBarController.delegate = nil
            tabBarController.delegate = proxy
        }
    }

    fileprivate var selected: Int {
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabBarController.tabs.isEmpty {
            let tabs = tabBarController.tabs
            return tabBarController.selectedTab.flatMap { selected in tabs.firstIndex { $0 === selected } } ?? -1
        }
        return tabBarController.selectedIndex
    }

    fileprivate func select(_ index: Int) {
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabBarController.tabs.isEmpty {
            tabBarController.selectedTab = tabBarController.tabs[index]
            return
        }
        tabBarController.selectedIndex = index
    }
}

#if compiler(>=6.2)
extension TabBarControllerContainer: @MainActor TabContainer {}
#else
extension TabBarControllerContainer: @preconcurrency TabContainer {}
#endif

extension TabBarControllerContainer {
    /// The index of the selected tab (`selectedIndex`, or `selectedTab`'s index in `tabs`; -1
    /// when the selected tab is not a top-level one).
    public var selectedTabIndex: Int {
        checkMainThread("selectedTabIndex")
        return selected
    }

    /// Selects the tab at `index` (`selectedIndex`, or `selectedTab` with `tabs`); completes at
    /// once.
    public func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        checkMainThread("selectTab")
        select(index)
        completion()
    }
}
#endif
