// UIPopoverPresentationController as the iOS 18.0 SDK's UIPopoverPresentationController.h declares
// it (`NS_SWIFT_UI_ACTOR`, `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos)`; `sourceView` is
// `nullable, nonatomic, strong`, `sourceRect` a `CGRect`), and the `popoverPresentationController`
// that header adds to UIViewController in its category `UIPopoverPresentationControllerAdditions`.
// Only what the glue uses. See UIKit.swift.

/// `UIPopoverPresentationController`.
@available(iOS 8.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    // The fake's state.
    var fakeSourceView: UIView?
    var fakeSourceRect = CGRect.zero

    /// `sourceView`.
    open var sourceView: UIView? {
        get { fakeSourceView }
        set { fakeSourceView = newValue }
    }

    /// `sourceRect`.
    open var sourceRect: CGRect {
        get { fakeSourceRect }
        set { fakeSourceRect = newValue }
    }
}

// A category member in UIKit; an extension member here (Linux has no `@objc` to override it).
extension UIViewController {
    /// `popoverPresentationController`: "If the modal presentation style of the view controller
    /// is UIModalPresentationPopover, this returns the popover presentation controller" (`nil`
    /// otherwise). An action sheet alert controller has one.
    @available(iOS 8.0, *)
    @available(tvOS, unavailable)
    public var popoverPresentationController: UIPopoverPresentationController? {
        // As a fake: the popover presentation controller of an action sheet (made with it), or
        // of a controller whose style is `.popover` (made at the first read, as
        // `presentationController`).
        if let popover = fakePresentationController as? UIPopoverPresentationController { return popover }
        guard fakePresentationController == nil, modalPresentationStyle == .popover else { return nil }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover.fakeStyle = .popover
        fakePresentationController = popover
        return popover
    }
}
