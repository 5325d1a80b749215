// UIAlertController and UIAlertAction as the iOS 18.0 SDK's UIAlertController.h declares them
// (`NS_SWIFT_UI_ACTOR` classes, `API_AVAILABLE(ios(8.0))`; the action's handler a
// `void (^ __nullable)(UIAlertAction *action)` with no Sendable or actor annotation: a plain
// closure). Only what the glue uses. See UIKit.swift. As fakes (see Fakes.swift): the values kept,
// and `fakeUserTaps(_:)` for a test.

/// `UIAlertAction`.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    // The fake's state.
    var fakeTitle: String?
    var fakeStyle = UIAlertAction.Style.default
    var fakeHandler: ((UIAlertAction) -> Void)?

    /// `UIAlertActionStyle` (`NS_ENUM(NSInteger, …)`).
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// `actionWithTitle:style:handler:`.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        fakeTitle = title
        fakeStyle = style
        fakeHandler = handler
    }

    /// `title` (`readonly`).
    open var title: String? { fakeTitle }

    /// `style` (`readonly`).
    open var style: UIAlertAction.Style { fakeStyle }
}

/// `UIAlertController`.
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    // The fake's state.
    var fakeMessage: String?
    var fakePreferredStyle = UIAlertController.Style.alert
    var fakeActions: [UIAlertAction] = []

    /// `UIAlertControllerStyle` (`NS_ENUM(NSInteger, …)`).
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// `alertControllerWithTitle:message:preferredStyle:`.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        fakeMessage = message
        fakePreferredStyle = preferredStyle
        if preferredStyle == .actionSheet {
            // An action sheet is presented as a popover (adapted to a sheet in compact width).
            let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            popover.fakeStyle = .popover
            fakePresentationController = popover
        }
    }

    /// `addAction:`.
    open func addAction(_ action: UIAlertAction) { fakeActions.append(action) }

    /// `actions` (`readonly`).
    open var actions: [UIAlertAction] { fakeActions }

    /// `preferredStyle` (`readonly`).
    open var preferredStyle: UIAlertController.Style { fakePreferredStyle }

    /// The user taps the action titled `title`: the alert is dismissed (its presenting controller
    /// dismisses it) and the action's handler is called at once, while that dismissal is still in
    /// flight — a choice: UIKit does not document whether the handler runs before or after the
    /// dismissal ended, so the glue must not depend on either.
    @_spi(Fakes) public func fakeUserTaps(_ title: String) {
        guard let action = fakeActions.first(where: { $0.title == title }) else {
            return UIKitFake.misuse("tap on \"\(title)\": \(UIKitFake.name(self)) has no such action")
        }
        UIKitFake.record("user taps \"\(title)\" in \(UIKitFake.name(self))")
        dismiss(animated: true)
        action.fakeHandler?(action)
    }
}
