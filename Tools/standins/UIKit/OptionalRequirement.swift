// How the stand-ins model an Objective-C `@optional` protocol method (Linux has no `@objc`), so
// that code compiles here exactly when it compiles against UIKit, and runs as it does with UIKit:
//
// - Implementing it: the method is a protocol requirement with a default implementation, so a
//   conforming type may leave it out, and a method whose labels are slightly off is reported as
//   "nearly matches defaulted requirement" — the warning Swift gives for a near miss of an
//   optional requirement.
// - Calling it on a delegate: UIKit code writes `delegate?.navigationController?(nc, didShow: vc,
//   animated: true)`. Each base name of optional methods is also a property of the protocol,
//   optional, whose value is callable with the methods' labels (`callAsFunction`), so that
//   spelling type-checks with the same labels, argument types and results.
// - Calling it without `?` through the protocol (an error with UIKit: the method may be absent):
//   the requirement is deprecated, so the call is a warning, an error under `-warnings-as-errors`.
//   A conforming type's own implementation is not deprecated: calling it on that type is fine, as
//   with UIKit.
// - At run time (the glue tests, see Fakes.swift): calling through the property runs the
//   delegate's own method. A delegate without one runs the default implementation, which only
//   marks the method absent: the call then answers `nil`, as `delegate?.method?(…)` does in
//   Objective-C when the delegate does not respond to the method, so `?? default` picks the
//   caller's default. (A method returning `Bool` answers `Bool?` here: optional chaining flattens
//   it, so the call site has the type it has with UIKit.)
//
// The `_…OptionalMethods` types are stand-in machinery, not UIKit API: never name them.

/// Whether the optional method called last was absent (the delegate did not implement it), kept
/// per thread (the default implementations are as isolated as their protocol, which a stand-in
/// mutation may change).
enum OptionalMethod {
    private static let key = "UIKitStandIn.OptionalMethod.absent"

    static var absent: Bool {
        get { Thread.current.threadDictionary[key] as? Bool ?? false }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// Runs `call` (one call of an optional requirement through an invoker): its result, or `nil`
    /// when the delegate does not implement the method. Nested calls (a delegate that forwards to
    /// another) each see their own answer.
    static func call<Result>(_ call: () -> Result) -> Result? {
        let outer = absent
        absent = false
        let result = call()
        let wasAbsent = absent
        absent = outer
        return wasAbsent ? nil : result
    }

    /// The body of every default implementation: marks the method absent and gives a placeholder
    /// that `call` replaces by `nil`.
    static func markAbsent<Result>(_ placeholder: Result) -> Result {
        absent = true
        return placeholder
    }
}

// The requirements are deprecated (see above); these protocols are not, and their conforming
// types implement them with deprecated methods that call the requirements: calling through the
// protocol reaches the delegate's implementation without a deprecation warning in the stand-in.

@MainActor
protocol NavigationDelegateInvoking {
    func willShow(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                  _ viewController: UIViewController, _ animated: Bool)
    func didShow(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                 _ viewController: UIViewController, _ animated: Bool)
    func interaction(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                     _ animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func animation(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                   _ operation: UINavigationController.Operation, _ fromVC: UIViewController, _ toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
}

struct NavigationDelegateInvoker: NavigationDelegateInvoking {
    @available(*, deprecated)
    func willShow(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                  _ viewController: UIViewController, _ animated: Bool) {
        delegate.navigationController(navigationController, willShow: viewController, animated: animated)
    }
    @available(*, deprecated)
    func didShow(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                 _ viewController: UIViewController, _ animated: Bool) {
        delegate.navigationController(navigationController, didShow: viewController, animated: animated)
    }
    @available(*, deprecated)
    func interaction(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                     _ animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        delegate.navigationController(navigationController, interactionControllerFor: animationController)
    }
    @available(*, deprecated)
    func animation(_ delegate: any UINavigationControllerDelegate, _ navigationController: UINavigationController,
                   _ operation: UINavigationController.Operation, _ fromVC: UIViewController, _ toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        delegate.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
}

@MainActor
protocol TabBarDelegateInvoking {
    func shouldSelect(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                      _ viewController: UIViewController) -> Bool
    func didSelect(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                   _ viewController: UIViewController)
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func shouldSelectTab(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController, _ tab: UITab) -> Bool
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func didSelectTab(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController, _ tab: UITab,
                      _ previousTab: UITab?)
    func interaction(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                     _ animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func animation(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                   _ fromVC: UIViewController, _ toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

struct TabBarDelegateInvoker: TabBarDelegateInvoking {
    @available(*, deprecated)
    func shouldSelect(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                      _ viewController: UIViewController) -> Bool {
        delegate.tabBarController(tabBarController, shouldSelect: viewController)
    }
    @available(*, deprecated)
    func didSelect(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                   _ viewController: UIViewController) {
        delegate.tabBarController(tabBarController, didSelect: viewController)
    }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    func shouldSelectTab(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController, _ tab: UITab) -> Bool {
        delegate.tabBarController(tabBarController, shouldSelectTab: tab)
    }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(*, deprecated)
    func didSelectTab(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController, _ tab: UITab,
                      _ previousTab: UITab?) {
        delegate.tabBarController(tabBarController, didSelectTab: tab, previousTab: previousTab)
    }
    @available(*, deprecated)
    func interaction(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                     _ animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        delegate.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
    @available(*, deprecated)
    func animation(_ delegate: any UITabBarControllerDelegate, _ tabBarController: UITabBarController,
                   _ fromVC: UIViewController, _ toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        delegate.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }
}

@MainActor
protocol PresentationDelegateInvoking {
    func adaptiveStyle(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController)
        -> UIModalPresentationStyle
    func adaptiveStyle(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                       _ traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func viewController(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                        _ style: UIModalPresentationStyle) -> UIViewController?
    func willPresent(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                     _ style: UIModalPresentationStyle, _ transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    func shouldDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) -> Bool
    func willDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController)
    func didDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController)
    func didAttemptToDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController)
}

struct PresentationDelegateInvoker: PresentationDelegateInvoking {
    @available(*, deprecated)
    func adaptiveStyle(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController)
        -> UIModalPresentationStyle {
        delegate.adaptivePresentationStyle(for: controller)
    }
    @available(*, deprecated)
    func adaptiveStyle(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                       _ traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
    }
    @available(*, deprecated)
    func viewController(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                        _ style: UIModalPresentationStyle) -> UIViewController? {
        delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
    }
    @available(*, deprecated)
    func willPresent(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController,
                     _ style: UIModalPresentationStyle, _ transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        delegate.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: transitionCoordinator)
    }
    @available(*, deprecated)
    func shouldDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) -> Bool {
        delegate.presentationControllerShouldDismiss(controller)
    }
    @available(*, deprecated)
    func willDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) {
        delegate.presentationControllerWillDismiss(controller)
    }
    @available(*, deprecated)
    func didDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) {
        delegate.presentationControllerDidDismiss(controller)
    }
    @available(*, deprecated)
    func didAttemptToDismiss(_ delegate: any UIAdaptivePresentationControllerDelegate, _ controller: UIPresentationController) {
        delegate.presentationControllerDidAttemptToDismiss(controller)
    }
}

/// The optional `navigationController(_:…)` methods of `UINavigationControllerDelegate`.
public struct _UINavigationControllerDelegateOptionalMethods {
    let delegate: any UINavigationControllerDelegate
    @MainActor private var invoker: any NavigationDelegateInvoking { NavigationDelegateInvoker() }

    @MainActor public func callAsFunction(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                               animated: Bool) {
        _ = OptionalMethod.call { invoker.willShow(delegate, navigationController, viewController, animated) }
    }
    @MainActor public func callAsFunction(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                               animated: Bool) {
        _ = OptionalMethod.call { invoker.didShow(delegate, navigationController, viewController, animated) }
    }
    @MainActor public func callAsFunction(_ navigationController: UINavigationController,
                               interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        OptionalMethod.call { invoker.interaction(delegate, navigationController, animationController) } ?? nil
    }
    @MainActor public func callAsFunction(_ navigationController: UINavigationController,
                               animationControllerFor operation: UINavigationController.Operation,
                               from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        OptionalMethod.call { invoker.animation(delegate, navigationController, operation, fromVC, toVC) } ?? nil
    }
}

/// The optional `tabBarController(_:…)` methods of `UITabBarControllerDelegate`.
public struct _UITabBarControllerDelegateOptionalMethods {
    let delegate: any UITabBarControllerDelegate
    @MainActor private var invoker: any TabBarDelegateInvoking { TabBarDelegateInvoker() }

    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool? {
        OptionalMethod.call { invoker.shouldSelect(delegate, tabBarController, viewController) }
    }
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        _ = OptionalMethod.call { invoker.didSelect(delegate, tabBarController, viewController) }
    }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool? {
        OptionalMethod.call { invoker.shouldSelectTab(delegate, tabBarController, tab) }
    }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
                               previousTab: UITab?) {
        _ = OptionalMethod.call { invoker.didSelectTab(delegate, tabBarController, selectedTab, previousTab) }
    }
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController,
                               interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        OptionalMethod.call { invoker.interaction(delegate, tabBarController, animationController) } ?? nil
    }
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController,
                               animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        OptionalMethod.call { invoker.animation(delegate, tabBarController, fromVC, toVC) } ?? nil
    }
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        _ = OptionalMethod.call { TabBarDelegateInvoker.customizing.willBegin(delegate, tabBarController, viewControllers) }
    }
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                                          changed: Bool) {
        _ = OptionalMethod.call { TabBarDelegateInvoker.customizing.willEnd(delegate, tabBarController, viewControllers, changed) }
    }
    @available(tvOS, unavailable)
    @MainActor public func callAsFunction(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                                          changed: Bool) {
        _ = OptionalMethod.call { TabBarDelegateInvoker.customizing.didEnd(delegate, tabBarController, viewControllers, changed) }
    }
}

/// The customizing methods of the tab bar controller delegate, called without a deprecation
/// warning (see above).
@MainActor
protocol TabBarCustomizingInvoking {
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    func willBegin(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController])
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    func willEnd(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController],
                 _ changed: Bool)
    @available(tvOS, unavailable)
    func didEnd(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController],
                _ changed: Bool)
}

extension TabBarDelegateInvoker: TabBarCustomizingInvoking {
    static var customizing: any TabBarCustomizingInvoking { TabBarDelegateInvoker() }

    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    func willBegin(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController]) {
        delegate.tabBarController(controller, willBeginCustomizing: viewControllers)
    }
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    func willEnd(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController],
                 _ changed: Bool) {
        delegate.tabBarController(controller, willEndCustomizing: viewControllers, changed: changed)
    }
    @available(tvOS, unavailable)
    @available(*, deprecated)
    func didEnd(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController, _ viewControllers: [UIViewController],
                _ changed: Bool) {
        delegate.tabBarController(controller, didEndCustomizing: viewControllers, changed: changed)
    }
}

/// An optional method `(UIPresentationController) -> Result` of
/// `UIAdaptivePresentationControllerDelegate`.
public struct _UIPresentationControllerDelegateOptionalMethod<Result> {
    let call: @MainActor (UIPresentationController) -> Result?

    @MainActor public func callAsFunction(_ presentationController: UIPresentationController) -> Result? {
        call(presentationController)
    }
}

/// The optional `adaptivePresentationStyle(for:…)` methods of
/// `UIAdaptivePresentationControllerDelegate`.
public struct _UIAdaptivePresentationStyleOptionalMethods {
    let delegate: any UIAdaptivePresentationControllerDelegate
    @MainActor private var invoker: any PresentationDelegateInvoking { PresentationDelegateInvoker() }

    @MainActor public func callAsFunction(for controller: UIPresentationController) -> UIModalPresentationStyle? {
        OptionalMethod.call { invoker.adaptiveStyle(delegate, controller) }
    }
    @MainActor public func callAsFunction(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle? {
        OptionalMethod.call { invoker.adaptiveStyle(delegate, controller, traitCollection) }
    }
}

/// The optional `presentationController(_:…)` methods of `UIAdaptivePresentationControllerDelegate`.
public struct _UIPresentationControllerDelegateOptionalMethods {
    let delegate: any UIAdaptivePresentationControllerDelegate
    @MainActor private var invoker: any PresentationDelegateInvoking { PresentationDelegateInvoker() }

    @MainActor public func callAsFunction(_ controller: UIPresentationController,
                               viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        OptionalMethod.call { invoker.viewController(delegate, controller, style) } ?? nil
    }
    @MainActor public func callAsFunction(_ presentationController: UIPresentationController,
                               willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                               transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        _ = OptionalMethod.call { invoker.willPresent(delegate, presentationController, style, transitionCoordinator) }
    }
}

extension PresentationDelegateInvoker {
    /// An invoker seen through its (not deprecated) protocol.
    static var invoking: any PresentationDelegateInvoking { PresentationDelegateInvoker() }
}

/// An optional method `(Controller) -> Result` of a controller's delegate protocol.
public struct _UIControllerDelegateOptionalMethod<Controller, Result> {
    let call: @MainActor (Controller) -> Result?

    @MainActor public func callAsFunction(_ controller: Controller) -> Result? {
        call(controller)
    }
}

/// The optional `navigationControllerSupportedInterfaceOrientations(_:)` of
/// `UINavigationControllerDelegate`.
public struct _UINavigationControllerSupportedOrientations {
    let delegate: any UINavigationControllerDelegate

    @available(tvOS, unavailable)
    @MainActor public func callAsFunction(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask? {
        OptionalMethod.call { NavigationDelegateInvoker.invoking.supportedOrientations(delegate, navigationController) }
    }
}

/// The optional `navigationControllerPreferredInterfaceOrientationForPresentation(_:)` of
/// `UINavigationControllerDelegate`.
public struct _UINavigationControllerPreferredOrientation {
    let delegate: any UINavigationControllerDelegate

    @available(tvOS, unavailable)
    @MainActor public func callAsFunction(_ navigationController: UINavigationController) -> UIInterfaceOrientation? {
        OptionalMethod.call { NavigationDelegateInvoker.invoking.preferredOrientation(delegate, navigationController) }
    }
}

/// The orientation methods of the navigation and tab bar controller delegates, called without a
/// deprecation warning (see above).
@MainActor
protocol NavigationOrientationInvoking {
    @available(tvOS, unavailable)
    func supportedOrientations(_ delegate: any UINavigationControllerDelegate, _ controller: UINavigationController)
        -> UIInterfaceOrientationMask
    @available(tvOS, unavailable)
    func preferredOrientation(_ delegate: any UINavigationControllerDelegate, _ controller: UINavigationController)
        -> UIInterfaceOrientation
}

extension NavigationDelegateInvoker: NavigationOrientationInvoking {
    @available(tvOS, unavailable)
    @available(*, deprecated)
    func supportedOrientations(_ delegate: any UINavigationControllerDelegate, _ controller: UINavigationController)
        -> UIInterfaceOrientationMask {
        delegate.navigationControllerSupportedInterfaceOrientations(controller)
    }
    @available(tvOS, unavailable)
    @available(*, deprecated)
    func preferredOrientation(_ delegate: any UINavigationControllerDelegate, _ controller: UINavigationController)
        -> UIInterfaceOrientation {
        delegate.navigationControllerPreferredInterfaceOrientationForPresentation(controller)
    }

    /// An invoker seen through its (not deprecated) protocol.
    static var invoking: any NavigationOrientationInvoking { NavigationDelegateInvoker() }
}

@MainActor
protocol TabBarOrientationInvoking {
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    func supportedOrientations(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController)
        -> UIInterfaceOrientationMask
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    func preferredOrientation(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController)
        -> UIInterfaceOrientation
}

extension TabBarDelegateInvoker: TabBarOrientationInvoking {
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    func supportedOrientations(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController)
        -> UIInterfaceOrientationMask {
        delegate.tabBarControllerSupportedInterfaceOrientations(controller)
    }
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    @available(*, deprecated)
    func preferredOrientation(_ delegate: any UITabBarControllerDelegate, _ controller: UITabBarController)
        -> UIInterfaceOrientation {
        delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(controller)
    }

    /// An invoker seen through its (not deprecated) protocol.
    static var invoking: any TabBarOrientationInvoking { TabBarDelegateInvoker() }
}
