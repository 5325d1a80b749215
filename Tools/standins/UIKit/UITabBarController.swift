// UITabBarController, its delegate and UITab as the iOS 18.0 SDK's UITabBarController.h and UITab.h
// declare them (`NS_SWIFT_UI_ACTOR`; every delegate method `@optional`). Setting `tabs` (iOS 18)
// means "`UITabBarController.viewControllers` and related properties and methods will not be
// called". See UIKit.swift and OptionalRequirement.swift.

/// `UITabBarController`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// `initWithTabs:` (iOS 18).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public convenience init(tabs: [UITab]) { standIn() }

    /// `initWithNibName:bundle:` (inherited designated initializer).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }

    /// `initWithCoder:` (inherited designated initializer).
    public required init?(coder: NSCoder) { standIn() }

    /// `delegate` (`weak`).
    weak open var delegate: (any UITabBarControllerDelegate)? {
        get { standIn() }
        set { standIn() }
    }

    /// `viewControllers` (`copy`, nullable).
    open var viewControllers: [UIViewController]? {
        get { standIn() }
        set { standIn() }
    }

    /// `setViewControllers:animated:`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { standIn() }

    /// `selectedViewController` (`assign`): may be the "More" navigation controller.
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get { standIn() }
        set { standIn() }
    }

    /// `selectedIndex` (`NSUInteger`).
    open var selectedIndex: Int {
        get { standIn() }
        set { standIn() }
    }

    /// `tabs` (iOS 18): once set, `viewControllers` and related members are not used.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var tabs: [UITab] {
        get { standIn() }
        set { standIn() }
    }

    /// `selectedTab` (iOS 18): a root tab or one of its descendants.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var selectedTab: UITab? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UITab` (iOS 18).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITab: NSObject {
    /// `identifier`: unique across the tab bar controller.
    open var identifier: String { standIn() }

    /// `viewController`: resolved the first time it is read.
    open var viewController: UIViewController? { standIn() }
}

/// `UITabBarControllerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// `tabBarController:shouldSelectViewController:` (optional).
    @available(iOS 3.0, *)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:shouldSelect:)")
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// `tabBarController:didSelectViewController:` (optional).
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:didSelect:)")
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// `tabBarController:shouldSelectTab:` (optional, iOS 18).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:shouldSelectTab:)")
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool

    /// `tabBarController:didSelectTab:previousTab:` (optional, iOS 18).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:didSelectTab:previousTab:)")
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)

    /// `tabBarController:interactionControllerForAnimationController:` (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:interactionControllerFor:)")
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?

    /// `tabBarController:animationControllerForTransitionFromViewController:toViewController:`
    /// (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:animationControllerForTransitionFrom:to:)")
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        standIn()
    }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        standIn()
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { standIn() }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
                                 previousTab: UITab?) { standIn() }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { standIn() }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { standIn() }

    /// The optional methods, for `delegate?.tabBarController?(…)` (see OptionalRequirement.swift).
    public var tabBarController: _UITabBarControllerDelegateOptionalMethods? { standIn() }
}
