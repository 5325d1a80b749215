import WaypointRouter
import WaypointStore

/// The action a root container routable dispatches to its router's store when the user answers
/// a dialog: after the dialog closed and the route dropped its segment (the store's route already
/// says so when the reducer sees this action). Handle it in the app's reducer, or in middleware
/// that navigates on.
public struct DialogAnswered: Action, Equatable, Sendable, CustomStringConvertible {
    /// The dialog's route segment.
    public let segment: RouteElementIdentifier
    /// The dialog that was answered.
    public let dialog: Dialog
    /// The button the user chose.
    public let button: DialogButton

    /// The answer `button` to `dialog`, shown for `segment`.
    public init(segment: RouteElementIdentifier, dialog: Dialog, button: DialogButton) {
        self.segment = segment
        self.dialog = dialog
        self.button = button
    }

    /// `DialogAnswered(discard: Discard → discard)`.
    public var description: String { "DialogAnswered(\(segment): \(button))" }
}
