// UINavigationController and its delegate as the iOS 18.0 SDK's UINavigationController.h declares
// them (`NS_SWIFT_UI_ACTOR` class and protocol; every delegate method `@optional`). See UIKit.swift
// and OptionalRequirement.swift.

/// `UINavigationController`.
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// `UINavigationControllerOperation` (`NS_ENUM(NSInteger, …)`).
    public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// `initWithRootViewController:` (designated): "also pushes the root view controller without
    /// animation".
    public init(rootViewController: UIViewController) { standIn() }

    /// `initWithNibName:bundle:` (designated): an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { standIn() }

    /// `initWithCoder:` (designated).
    public required init?(coder aDecoder: NSCoder) { standIn() }

    /// `pushViewController:animated:`: "Has no effect if the view controller is already in the stack."
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { standIn() }

    /// `popToViewController:animated:`: the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { standIn() }

    /// `viewControllers` (`copy`): the current stack.
    open var viewControllers: [UIViewController] {
        get { standIn() }
        set { standIn() }
    }

    /// `setViewControllers:animated:`.
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { standIn() }

    /// `delegate` (`weak`).
    weak open var delegate: (any UINavigationControllerDelegate)? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UINavigationControllerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// `navigationController:willShowViewController:animated:` (optional).
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:willShow:animated:)")
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)

    /// `navigationController:didShowViewController:animated:` (optional).
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:didShow:animated:)")
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)

    /// `navigationController:interactionControllerForAnimationController:` (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:interactionControllerFor:)")
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?

    /// `navigationController:animationControllerForOperation:fromViewController:toViewController:`
    /// (optional).
    @available(iOS 7.0, *)
    @available(*, deprecated, message: "an optional method: call it as navigationController?(_:animationControllerFor:from:to:)")
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) { standIn() }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) { standIn() }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { standIn() }

    @available(*, deprecated)
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { standIn() }

    /// The optional methods, for `delegate?.navigationController?(…)` (see OptionalRequirement.swift).
    public var navigationController: _UINavigationControllerDelegateOptionalMethods? { standIn() }
}
