// UITabBarController, its delegate and UITab as the iOS 18.0 SDK's UITabBarController.h and UITab.h
// declare them (`NS_SWIFT_UI_ACTOR`; every delegate method `@optional`). Setting `tabs` (iOS 18)
// means "`UITabBarController.viewControllers` and related properties and methods will not be
// called". See UIKit.swift and OptionalRequirement.swift.

/// `UITabBarController`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    // The fakes' state (Fakes.swift).
    var fakeChildren: [UIViewController]?
    var fakeSelectedIndex = 0
    weak var fakeDelegate: (any UITabBarControllerDelegate)?
    /// The delegate's answers to `respondsToSelector:`, asked when it was set.
    var fakeDelegateAnswers = FakeDelegateAnswers(["tabBarControllerSupportedInterfaceOrientations:",
                                                   "tabBarControllerPreferredInterfaceOrientationForPresentation:"])
    var fakeTabs: [AnyObject] = []
    weak var fakeSelectedTab: AnyObject?

    /// `initWithTabs:` (iOS 18).
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        self.tabs = tabs
    }

    /// `initWithNibName:bundle:` (inherited designated initializer).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:` (inherited designated initializer).
    public required init?(coder: NSCoder) { standIn() }

    /// `delegate` (`weak`).
    weak open var delegate: (any UITabBarControllerDelegate)? {
        get { fakeDelegate }
        set {
            fakeDelegateAnswers.delegateSet(from: fakeDelegate, to: newValue)
            fakeDelegate = newValue
        }
    }

    /// The delegate's answer when, as it was set, it responded to `tabBarControllerSupportedInterfaceOrientations:`,
    /// else a view controller's.
    @available(tvOS, unavailable)
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if fakeDelegateAnswers.responds(to: "tabBarControllerSupportedInterfaceOrientations:"),
           let mask = delegate?.tabBarControllerSupportedInterfaceOrientations?(self) {
            return mask
        }
        return super.supportedInterfaceOrientations
    }

    /// The delegate's answer when, as it was set, it responded to
    /// `tabBarControllerPreferredInterfaceOrientationForPresentation:`, else a view controller's.
    @available(tvOS, unavailable)
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        if fakeDelegateAnswers.responds(to: "tabBarControllerPreferredInterfaceOrientationForPresentation:"),
           let orientation = delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation?(self) {
            return orientation
        }
        return super.preferredInterfaceOrientationForPresentation
    }

    /// `viewControllers` (`copy`, nullable).
    open var viewControllers: [UIViewController]? {
        get { fakeChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// `setViewControllers:animated:`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let names = (viewControllers ?? []).map { UIKitFake.name($0) }.joined(separator: ", ")
        UIKitFake.record("\(UIKitFake.name(self)).setViewControllers([\(names)], animated: \(animated))")
        for old in fakeChildren ?? [] { old.fakeParent = nil }
        for new in viewControllers ?? [] { new.fakeParent = self }
        fakeChildren = viewControllers
        if fakeSelectedIndex >= (viewControllers?.count ?? 0) { fakeSelectedIndex = 0 }
    }

    /// `selectedViewController` (`assign`): may be the "More" navigation controller.
    unowned(unsafe) open var selectedViewController: UIViewController? {
        get {
            guard let children = fakeChildren, children.indices.contains(fakeSelectedIndex) else { return nil }
            return children[fakeSelectedIndex]
        }
        set {
            guard let index = fakeChildren?.firstIndex(where: { $0 === newValue }) else {
                return UIKitFake.misuse("selectedViewController = \(UIKitFake.name(newValue)): not one of its view controllers")
            }
            selectedIndex = index
        }
    }

    /// `selectedIndex` (`NSUInteger`). Setting it tells the delegate nothing.
    open var selectedIndex: Int {
        get { fakeSelectedIndex }
        set {
            UIKitFake.record("\(UIKitFake.name(self)).selectedIndex = \(newValue)")
            guard let children = fakeChildren, children.indices.contains(newValue) else {
                return UIKitFake.misuse("selectedIndex = \(newValue) out of its \(fakeChildren?.count ?? 0) view controllers")
            }
            fakeSelectedIndex = newValue
        }
    }

    /// `tabs` (iOS 18): once set, `viewControllers` and related members are not used.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var tabs: [UITab] {
        get { fakeTabs.map { $0 as! UITab } }  // only UITabs are stored
        set {
            UIKitFake.record("\(UIKitFake.name(self)).tabs = [\(newValue.map(\.identifier).joined(separator: ", "))]")
            fakeTabs = newValue
            for tab in newValue {
                tab.fakeTabBarController = self
                _ = tab.viewController  // the fake resolves each tab's controller at once
            }
            if fakeSelectedTab == nil || !newValue.contains(where: { $0 === fakeSelectedTab }) { fakeSelectedTab = newValue.first }
        }
    }

    /// `selectedTab` (iOS 18): a root tab or one of its descendants.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    open var selectedTab: UITab? {
        get { fakeSelectedTab as? UITab }
        set {
            UIKitFake.record("\(UIKitFake.name(self)).selectedTab = \(newValue?.identifier ?? "nil")")
            fakeSelectedTab = newValue
        }
    }
}

@_spi(Fakes)
extension UITabBarController {
    /// The user taps the tab of `viewControllers[index]`, as UIKit handles it:
    /// `tabBarController(_:shouldSelect:)` (refused → nothing happens), then the selection and
    /// `tabBarController(_:didSelect:)`; a tap on the selected tab whose view controller is a
    /// navigation controller pops it to its root, animated.
    public func fakeUserTaps(_ index: Int) {
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !fakeTabs.isEmpty { return fakeUserTapsTab(index) }
        guard let children = fakeChildren, children.indices.contains(index) else {
            preconditionFailure("UIKitFake: fakeUserTaps(\(index)) out of the tab bar's view controllers")
        }
        let viewController = children[index]
        UIKitFake.record("user taps tab \(index) (\(UIKitFake.name(viewController)))")
        guard delegate?.tabBarController?(self, shouldSelect: viewController) ?? true else {
            return UIKitFake.record("tab tap refused")
        }
        let reselected = index == fakeSelectedIndex
        fakeSelectedIndex = index
        delegate?.tabBarController?(self, didSelect: viewController)
        if reselected { fakePopToRoot(viewController) }
    }

    /// A tap on the selected tab pops its navigation controller to the root, animated.
    private func fakePopToRoot(_ viewController: UIViewController?) {
        if let stack = viewController as? UINavigationController, let root = stack.fakeStack.first, stack.fakeStack.count > 1 {
            stack.fakeShow([root], operation: .pop, animated: true, name: "pop to root of \(UIKitFake.name(stack))")
        }
    }

    /// The user taps `tabs[index]` of a tab bar controller set up with iOS 18's `tabs`:
    /// `tabBarController(_:shouldSelectTab:)` (refused → nothing happens), then the selection and
    /// `tabBarController(_:didSelectTab:previousTab:)`.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    private func fakeUserTapsTab(_ index: Int) {
        let tabs = self.tabs
        precondition(tabs.indices.contains(index), "UIKitFake: fakeUserTaps(\(index)) out of the tab bar's tabs")
        let tab = tabs[index]
        UIKitFake.record("user taps tab \(index) (\(tab.identifier))")
        guard delegate?.tabBarController?(self, shouldSelectTab: tab) ?? true else {
            return UIKitFake.record("tab tap refused")
        }
        let previous = selectedTab
        fakeSelectedTab = tab
        delegate?.tabBarController?(self, didSelectTab: tab, previousTab: previous)
        if previous === tab { fakePopToRoot(tab.viewController) }
    }
}

/// `UITab` (iOS 18).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UITab: NSObject {
    // The fakes' state (Fakes.swift).
    let fakeIdentifier: String
    var fakeProvider: ((UITab) -> UIViewController)?
    var fakeViewController: UIViewController?
    weak var fakeTabBarController: UITabBarController?

    /// `initWithTitle:image:identifier:viewControllerProvider:` (designated).
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        fakeIdentifier = identifier
        fakeProvider = viewControllerProvider
        super.init()
    }

    /// `identifier`: unique across the tab bar controller.
    open var identifier: String { fakeIdentifier }

    /// `viewController`: resolved the first time it is read.
    open var viewController: UIViewController? {
        if fakeViewController == nil, let provider = fakeProvider {
            fakeViewController = provider(self)
            fakeProvider = nil
        }
        fakeViewController?.fakeParent = fakeTabBarController
        return fakeViewController
    }
}

/// `UIImage` (UIImage.h: `NS_SWIFT_SENDABLE`, not main-actor): only passed through here.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {}  // stand-in: no state at all

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

    /// `tabBarController:willBeginCustomizingViewControllers:` (optional, iOS 3, not on tvOS or visionOS).
    @available(iOS 3.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:willBeginCustomizing:)")
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])

    /// `tabBarController:willEndCustomizingViewControllers:changed:` (optional, iOS 3, not on tvOS
    /// or visionOS).
    @available(iOS 3.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:willEndCustomizing:changed:)")
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// `tabBarController:didEndCustomizingViewControllers:changed:` (optional, not on tvOS).
    @available(tvOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as tabBarController?(_:didEndCustomizing:changed:)")
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)

    /// `tabBarControllerSupportedInterfaceOrientations:` (optional, iOS 7, not on tvOS or visionOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as tabBarControllerSupportedInterfaceOrientations?(_:)")
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask

    /// `tabBarControllerPreferredInterfaceOrientationForPresentation:` (optional, iOS 7, not on tvOS
    /// or visionOS).
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated, message: "an optional method: call it as tabBarControllerPreferredInterfaceOrientationForPresentation?(_:)")
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        OptionalMethod.markAbsent(())
    }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) { OptionalMethod.markAbsent(()) }

    @available(tvOS, unavailable)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) { OptionalMethod.markAbsent(()) }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        OptionalMethod.markAbsent(.all)
    }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation { OptionalMethod.markAbsent(.unknown) }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public var tabBarControllerSupportedInterfaceOrientations:
        _UIControllerDelegateOptionalMethod<UITabBarController, UIInterfaceOrientationMask>? {
        _UIControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { TabBarDelegateInvoker.invoking.supportedOrientations(self, controller) }
        }
    }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public var tabBarControllerPreferredInterfaceOrientationForPresentation:
        _UIControllerDelegateOptionalMethod<UITabBarController, UIInterfaceOrientation>? {
        _UIControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { TabBarDelegateInvoker.invoking.preferredOrientation(self, controller) }
        }
    }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        OptionalMethod.markAbsent(true)
    }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        OptionalMethod.markAbsent(())
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { OptionalMethod.markAbsent(true) }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
                                 previousTab: UITab?) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { OptionalMethod.markAbsent(nil) }

    @available(*, deprecated)
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { OptionalMethod.markAbsent(nil) }

    /// The optional methods, for `delegate?.tabBarController?(…)` (see OptionalRequirement.swift).
    public var tabBarController: _UITabBarControllerDelegateOptionalMethods? {
        _UITabBarControllerDelegateOptionalMethods(delegate: self)
    }
}
