// How the stand-ins model an Objective-C `@optional` protocol method (Linux has no `@objc`), so
// that code compiles here exactly when it compiles against UIKit:
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
//
// The `_…OptionalMethods` types are stand-in machinery, not UIKit API: never name them.

/// The optional `navigationController(_:…)` methods of `UINavigationControllerDelegate`.
@MainActor
public struct _UINavigationControllerDelegateOptionalMethods {
    public func callAsFunction(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                               animated: Bool) { standIn() }
    public func callAsFunction(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                               animated: Bool) { standIn() }
    public func callAsFunction(_ navigationController: UINavigationController,
                               interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { standIn() }
    public func callAsFunction(_ navigationController: UINavigationController,
                               animationControllerFor operation: UINavigationController.Operation,
                               from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { standIn() }
}

/// The optional `tabBarController(_:…)` methods of `UITabBarControllerDelegate`.
@MainActor
public struct _UITabBarControllerDelegateOptionalMethods {
    public func callAsFunction(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        standIn()
    }
    public func callAsFunction(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        standIn()
    }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func callAsFunction(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { standIn() }
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    public func callAsFunction(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
                               previousTab: UITab?) { standIn() }
    public func callAsFunction(_ tabBarController: UITabBarController,
                               interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { standIn() }
    public func callAsFunction(_ tabBarController: UITabBarController,
                               animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { standIn() }
}

/// An optional method `(UIPresentationController) -> Result` of
/// `UIAdaptivePresentationControllerDelegate`.
@MainActor
public struct _UIPresentationControllerDelegateOptionalMethod<Result> {
    public func callAsFunction(_ presentationController: UIPresentationController) -> Result { standIn() }
}

/// The optional `adaptivePresentationStyle(for:…)` methods of
/// `UIAdaptivePresentationControllerDelegate`.
@MainActor
public struct _UIAdaptivePresentationStyleOptionalMethods {
    public func callAsFunction(for controller: UIPresentationController) -> UIModalPresentationStyle { standIn() }
    public func callAsFunction(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle { standIn() }
}

/// The optional `presentationController(_:…)` methods of `UIAdaptivePresentationControllerDelegate`.
@MainActor
public struct _UIPresentationControllerDelegateOptionalMethods {
    public func callAsFunction(_ controller: UIPresentationController,
                               viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        standIn()
    }
    public func callAsFunction(_ presentationController: UIPresentationController,
                               willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                               transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) { standIn() }
}
