/// One button of a `Dialog`: its title, its role, and the name of what it does, which the app's
/// reducer (`DialogAnswered`) or the screen that asked (`Router.present(_:expecting:)`) acts on.
public struct DialogButton: Hashable, Codable, Sendable, CustomStringConvertible {
    /// What kind of choice a button is (`UIAlertAction.Style`, SwiftUI's `ButtonRole`).
    public enum Role: String, Hashable, Codable, Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that leaves things as they are (shown apart; at most one per dialog in UIKit).
        case cancel
        /// A choice that destroys something (shown in red).
        case destructive
    }

    /// The button's title.
    public var title: String
    /// The button's role.
    public var role: Role
    /// The app's name for what the button does (`"discard"`, `"keep"`): a value, so the dialog
    /// stays equatable and codable.
    public var action: String

    /// A button titled `title` with `role`, doing `action` (the title when not given).
    public init(_ title: String, role: Role = .default, action: String? = nil) {
        self.title = title
        self.role = role
        self.action = action ?? title
    }

    /// A cancel button titled `title`, doing `action` (`"cancel"` when not given).
    public static func cancel(_ title: String = "Cancel", action: String = "cancel") -> DialogButton {
        DialogButton(title, role: .cancel, action: action)
    }

    /// A destructive button titled `title`, doing `action` (the title when not given).
    public static func destructive(_ title: String, action: String? = nil) -> DialogButton {
        DialogButton(title, role: .destructive, action: action)
    }

    /// The button a dialog without buttons shows: "OK", role `.cancel`, action `"ok"`.
    public static var ok: DialogButton { DialogButton("OK", role: .cancel, action: "ok") }

    /// `Discard (destructive) → discard`.
    public var description: String {
        title + (role == .default ? "" : " (\(role.rawValue))") + " → " + action
    }
}
