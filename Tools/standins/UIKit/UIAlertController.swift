// UIAlertController and UIAlertAction as the iOS 18.0 SDK's UIAlertController.h declares them
// (`NS_SWIFT_UI_ACTOR` classes, `API_AVAILABLE(ios(8.0))`; the action's handler a
// `void (^ __nullable)(UIAlertAction *action)` with no Sendable or actor annotation: a plain
// closure). Only what the glue uses. See UIKit.swift.

/// `UIAlertAction`.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// `UIAlertActionStyle` (`NS_ENUM(NSInteger, …)`).
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// `actionWithTitle:style:handler:`.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { standIn() }

    /// `title` (`readonly`).
    open var title: String? { standIn() }

    /// `style` (`readonly`).
    open var style: UIAlertAction.Style { standIn() }
}

/// `UIAlertController`.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// `UIAlertControllerStyle` (`NS_ENUM(NSInteger, …)`).
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// `alertControllerWithTitle:message:preferredStyle:`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { standIn() }

    /// `addAction:`.
    open func addAction(_ action: UIAlertAction) { standIn() }

    /// `actions` (`readonly`).
    open var actions: [UIAlertAction] { standIn() }

    /// `preferredStyle` (`readonly`).
    open var preferredStyle: UIAlertController.Style { standIn() }
}
