// UIPresentationController, UISheetPresentationController and
// UIAdaptivePresentationControllerDelegate as Apple's documentation declares them (`@MainActor
// class UIPresentationController : NSObject`, `@MainActor protocol
// UIAdaptivePresentationControllerDelegate : NSObjectProtocol`, every method `optional`; the
// dismissal methods iOS 13). See UIKit.swift and OptionalRequirement.swift.

/// `UIPresentationController`.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// `delegate` (`weak`).
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { standIn() }
        set { standIn() }
    }
}

/// `UISheetPresentationController` (iOS 15, not on tvOS).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {}

/// `UIAdaptivePresentationControllerDelegate`: every method optional.
@available(watchOS, unavailable)
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// `adaptivePresentationStyleForPresentationController:` (optional).
    @available(iOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as adaptivePresentationStyle?(for:)")
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle

    /// `adaptivePresentationStyleForPresentationController:traitCollection:` (optional).
    @available(iOS 8.3, *)
    @available(*, deprecated, message: "an optional method: call it as adaptivePresentationStyle?(for:traitCollection:)")
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle

    /// `presentationController:viewControllerForAdaptivePresentationStyle:` (optional).
    @available(iOS 8.0, *)
    @available(*, deprecated, message: "an optional method: call it as presentationController?(_:viewControllerForAdaptivePresentationStyle:)")
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?

    /// `presentationController:willPresentWithAdaptiveStyle:transitionCoordinator:` (optional).
    @available(iOS 8.3, *)
    @available(*, deprecated, message: "an optional method: call it as presentationController?(_:willPresentWithAdaptiveStyle:transitionCoordinator:)")
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)

    /// `presentationControllerShouldDismiss:` (optional, iOS 13).
    @available(iOS 13.0, *)
    @available(*, deprecated, message: "an optional method: call it as presentationControllerShouldDismiss?(_:)")
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// `presentationControllerWillDismiss:` (optional, iOS 13).
    @available(iOS 13.0, *)
    @available(*, deprecated, message: "an optional method: call it as presentationControllerWillDismiss?(_:)")
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// `presentationControllerDidDismiss:` (optional, iOS 13): "not called if the presentation is
    /// dismissed programmatically".
    @available(iOS 13.0, *)
    @available(*, deprecated, message: "an optional method: call it as presentationControllerDidDismiss?(_:)")
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    /// `presentationControllerDidAttemptToDismiss:` (optional, iOS 13).
    @available(iOS 13.0, *)
    @available(*, deprecated, message: "an optional method: call it as presentationControllerDidAttemptToDismiss?(_:)")
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    @available(*, deprecated)
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { standIn() }

    @available(*, deprecated)
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle { standIn() }

    @available(*, deprecated)
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { standIn() }

    @available(*, deprecated)
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) { standIn() }

    @available(*, deprecated)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { standIn() }

    @available(*, deprecated)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { standIn() }

    @available(*, deprecated)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { standIn() }

    @available(*, deprecated)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { standIn() }

    // The optional methods, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var adaptivePresentationStyle: _UIAdaptivePresentationStyleOptionalMethods? { standIn() }
    public var presentationController: _UIPresentationControllerDelegateOptionalMethods? { standIn() }
    public var presentationControllerShouldDismiss: _UIPresentationControllerDelegateOptionalMethod<Bool>? { standIn() }
    public var presentationControllerWillDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? { standIn() }
    public var presentationControllerDidDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? { standIn() }
    public var presentationControllerDidAttemptToDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? { standIn() }
}
