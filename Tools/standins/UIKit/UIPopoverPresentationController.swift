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
    /// `sourceView`.
    open var sourceView: UIView? {
        get { standIn() }
        set { standIn() }
    }

    /// `sourceRect`.
    open var sourceRect: CGRect {
        get { standIn() }
        set { standIn() }
    }
}

// A category member in UIKit; an extension member here (Linux has no `@objc` to override it).
extension UIViewController {
    /// `popoverPresentationController`: "If the modal presentation style of the view controller
    /// is UIModalPresentationPopover, this returns the popover presentation controller" (`nil`
    /// otherwise). An action sheet alert controller has one.
    @available(iOS 8.0, *)
    @available(tvOS, unavailable)
    public var popoverPresentationController: UIPopoverPresentationController? { standIn() }
}
