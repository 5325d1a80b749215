/// An alert or a confirmation dialog as a value: what it says and its buttons. It is shown for a
/// route segment the screen factory registers as a dialog (`ScreenFactory.register(_:dialog:)`),
/// so it is part of the route like any presentation: the router presents it, takes it away when
/// the route no longer names it, and a route saved with it shows it again when restored.
///
/// A tap on a button closes it (a user-made change: the route drops its segment) and the root
/// container routable dispatches `DialogAnswered` to the router's store. A screen that asks with
/// `Router.present(_:expecting:)` and `DialogButton` as the expected type gets the tapped button
/// back.
public struct Dialog: Hashable, Codable, Sendable, CustomStringConvertible {
    /// How the dialog is shown.
    public enum Style: String, Hashable, Codable, Sendable {
        /// An alert in the middle of the screen (`UIAlertController.Style.alert`, SwiftUI's `.alert`).
        case alert
        /// A sheet of choices from the bottom of the screen, a popover in regular width
        /// (`UIAlertController.Style.actionSheet`, SwiftUI's `.confirmationDialog`).
        case confirmationDialog
    }

    /// An alert or a confirmation dialog.
    public var style: Style
    /// The title (SwiftUI requires one; a confirmation dialog may hide it, see `showsTitle`).
    public var title: String
    /// The text under the title, if any.
    public var message: String?
    /// The buttons, in the order they are shown. An empty list shows one "OK" button of role
    /// `.cancel` (as SwiftUI's alert does), answered as `DialogButton.ok`.
    public var buttons: [DialogButton]
    /// Whether a confirmation dialog shows its title (SwiftUI's `titleVisibility`); alerts always do.
    public var showsTitle: Bool
    /// Where a confirmation dialog points from when it is shown as a popover (regular width):
    /// an anchor the app resolves to a view (UIKit) or that a view marks (SwiftUI). `nil`: the
    /// presenting screen's view.
    public var anchor: PresentationAnchor?

    /// A dialog in `style` with `title`, `message` and `buttons`.
    public init(_ style: Style = .alert, title: String, message: String? = nil, buttons: [DialogButton] = [],
                showsTitle: Bool = true, anchor: PresentationAnchor? = nil) {
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
        self.showsTitle = showsTitle
        self.anchor = anchor
    }

    /// An alert with `title`, `message` and `buttons`.
    public static func alert(_ title: String, message: String? = nil, buttons: [DialogButton] = []) -> Dialog {
        Dialog(.alert, title: title, message: message, buttons: buttons)
    }

    /// A confirmation dialog with `title`, `message` and `buttons`, pointing from `anchor` when
    /// shown as a popover.
    public static func confirmationDialog(_ title: String, message: String? = nil, buttons: [DialogButton],
                                          showsTitle: Bool = true, anchor: PresentationAnchor? = nil) -> Dialog {
        Dialog(.confirmationDialog, title: title, message: message, buttons: buttons, showsTitle: showsTitle, anchor: anchor)
    }

    /// The buttons as shown: `buttons`, or the single `DialogButton.ok` when there are none.
    public var shownButtons: [DialogButton] { buttons.isEmpty ? [.ok] : buttons }

    /// The button a dismissal without a tap answers with (a tap outside a confirmation dialog's
    /// popover, the escape key): the first button of role `.cancel`; `nil` when there is none.
    public var cancelButton: DialogButton? { shownButtons.first { $0.role == .cancel } }

    /// `alert "Discard changes?" [Discard (destructive) → discard, Keep (cancel) → keep]`.
    public var description: String {
        "\(style == .alert ? "alert" : "confirmationDialog") \"\(title)\" [" + shownButtons.map(\.description).joined(separator: ", ") + "]"
    }
}
