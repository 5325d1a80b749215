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
    // The fakes' state (Fakes.swift).
    weak var fakeDelegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The delegate's answers to `respondsToSelector:`, asked when it was set.
    var fakeDelegateAnswers = FakeDelegateAnswers(["adaptivePresentationStyleForPresentationController:traitCollection:",
                                                   "adaptivePresentationStyleForPresentationController:"])
    weak var fakePresented: UIViewController?
    weak var fakePresenting: UIViewController?
    var fakeStyle = UIModalPresentationStyle.pageSheet
    /// The style it adapted to at the last trait change (`nil`: its own).
    var fakeAdaptedStyle: UIModalPresentationStyle?

    /// `initWithPresentedViewController:presentingViewController:` (designated).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        fakePresented = presentedViewController
        fakePresenting = presentingViewController
        super.init()
    }

    /// `presentedViewController`.
    open var presentedViewController: UIViewController {
        guard let fakePresented else { preconditionFailure("UIKit stand-in: the presented view controller is gone") }
        return fakePresented
    }

    /// `presentingViewController`.
    open var presentingViewController: UIViewController {
        guard let fakePresenting else { preconditionFailure("UIKit stand-in: the presentation controller presents nothing") }
        return fakePresenting
    }

    /// `presentationStyle`: the style it presents in.
    open var presentationStyle: UIModalPresentationStyle { fakeStyle }

    /// `delegate` (`weak`).
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { fakeDelegate }
        set {
            fakeDelegateAnswers.delegateSet(from: fakeDelegate, to: newValue)
            fakeDelegate = newValue
        }
    }
}

@_spi(Fakes)
extension UIPresentationController {
    /// The user swipes the presented sheet down (or taps outside a popover), as UIKit handles it:
    /// `presentationControllerShouldDismiss(_:)` (refused → `presentationControllerDidAttemptToDismiss(_:)`),
    /// else `presentationControllerWillDismiss(_:)`, a dismissal transition, and at its end
    /// `presentationControllerDidDismiss(_:)`.
    public func fakeUserSwipesDown() {
        guard let presenting = fakePresenting, let presented = fakePresented, presenting.fakePresented === presented else {
            preconditionFailure("UIKitFake: fakeUserSwipesDown() on a presentation controller that presents nothing")
        }
        precondition(![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext].contains(fakeStyle),
                     "UIKitFake: a \(fakeStyle) presentation cannot be swiped down")
        UIKitFake.record("user swipes down \(UIKitFake.name(presented))")
        if let transition = presenting.fakeTransition {
            return UIKitFake.record("swipe-down ignored during \(transition.name)")
        }
        guard delegate?.presentationControllerShouldDismiss?(self) ?? true else {
            UIKitFake.record("swipe-down refused")
            delegate?.presentationControllerDidAttemptToDismiss?(self)
            return
        }
        UIKitFake.begin("swipe-down of \(UIKitFake.name(presented))", owners: [presenting, presented], animated: true, end: { [self] in
            presenting.fakeEndPresentation()
            delegate?.presentationControllerDidDismiss?(self)
        }, cancel: {})
        delegate?.presentationControllerWillDismiss?(self)
    }
}

@_spi(Fakes)
extension UIPresentationController {
    /// The style the presentation shows in now: its own (`presentationStyle`), or the one it
    /// adapted to when the traits last changed.
    public var fakeShownStyle: UIModalPresentationStyle { fakeAdaptedStyle ?? fakeStyle }

    /// The window's traits change to `traits` (the width becomes compact or regular) while the
    /// presentation is shown, as UIKit handles it for a popover: it asks the delegate
    /// `adaptivePresentationStyle(for:traitCollection:)` when the delegate responded to it as it
    /// was set, else, for compact width, `adaptivePresentationStyle(for:)` when it responded to
    /// that (`FakeDelegateAnswers`); `.none`
    /// keeps the presentation's own style. Without an answer a popover becomes a sheet in compact
    /// width (`.pageSheet`, a choice: iOS 13 and later show a sheet) and is a popover again in
    /// regular width. Then `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`
    /// tells the delegate the new style (`.none` when it does not change).
    public func fakeTraitsChange(to traits: UITraitCollection) {
        UIKitFake.record("traits of \(UIKitFake.name(fakePresented)) become \(traits.horizontalSizeClass)")
        var answer: UIModalPresentationStyle?
        if fakeDelegateAnswers.responds(to: "adaptivePresentationStyleForPresentationController:traitCollection:") {
            answer = delegate?.adaptivePresentationStyle?(for: self, traitCollection: traits)
        } else if traits.horizontalSizeClass == .compact,
                  fakeDelegateAnswers.responds(to: "adaptivePresentationStyleForPresentationController:") {
            answer = delegate?.adaptivePresentationStyle?(for: self)
        }
        let adapted: UIModalPresentationStyle?
        switch answer {
        case .some(.none): adapted = nil
        case .some(let style): adapted = style
        case nil: adapted = traits.horizontalSizeClass == .compact && fakeStyle == .popover ? .pageSheet : nil
        }
        let before = fakeShownStyle
        fakeAdaptedStyle = adapted
        UIKitFake.record("\(UIKitFake.name(fakePresented)) shown as \(fakeShownStyle)")
        delegate?.presentationController?(self, willPresentWithAdaptiveStyle: fakeShownStyle == before ? .none : fakeShownStyle,
                                          transitionCoordinator: nil)
    }
}

/// `UISheetPresentationController` (iOS 15, not on tvOS).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    // The fakes' state (Fakes.swift): the detents set (`nil`: never set, UIKit's default of the
    // large detent) and the selected one.
    var fakeDetents: [UISheetPresentationController.Detent]?
    var fakeSelectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
}

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
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { OptionalMethod.markAbsent(.none) }

    @available(*, deprecated)
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle { OptionalMethod.markAbsent(.none) }

    @available(*, deprecated)
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
        -> UIViewController? { OptionalMethod.markAbsent(nil) }

    @available(*, deprecated)
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { OptionalMethod.markAbsent(true) }

    @available(*, deprecated)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { OptionalMethod.markAbsent(()) }

    @available(*, deprecated)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { OptionalMethod.markAbsent(()) }

    // The optional methods, for `delegate?.name?(…)` (see OptionalRequirement.swift).
    public var adaptivePresentationStyle: _UIAdaptivePresentationStyleOptionalMethods? {
        _UIAdaptivePresentationStyleOptionalMethods(delegate: self)
    }
    public var presentationController: _UIPresentationControllerDelegateOptionalMethods? {
        _UIPresentationControllerDelegateOptionalMethods(delegate: self)
    }
    public var presentationControllerShouldDismiss: _UIPresentationControllerDelegateOptionalMethod<Bool>? {
        _UIPresentationControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { PresentationDelegateInvoker.invoking.shouldDismiss(self, controller) }
        }
    }
    public var presentationControllerWillDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? {
        _UIPresentationControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { PresentationDelegateInvoker.invoking.willDismiss(self, controller) }
        }
    }
    public var presentationControllerDidDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? {
        _UIPresentationControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { PresentationDelegateInvoker.invoking.didDismiss(self, controller) }
        }
    }
    public var presentationControllerDidAttemptToDismiss: _UIPresentationControllerDelegateOptionalMethod<Void>? {
        _UIPresentationControllerDelegateOptionalMethod { [self] controller in
            OptionalMethod.call { PresentationDelegateInvoker.invoking.didAttemptToDismiss(self, controller) }
        }
    }
}
