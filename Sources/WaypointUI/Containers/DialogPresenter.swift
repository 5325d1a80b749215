/// Something that shows an alert or a confirmation dialog over itself (a `UINavigationController`
/// presenting a `UIAlertController`, a SwiftUI stack's `.alert` / `.confirmationDialog`). A stack
/// container that is also a `DialogPresenter` can show the route segments the screen factory
/// registers as dialogs; one that is not fails them with `ContainerError.cannotPresentDialog`.
///
/// Waypoint calls these methods one at a time, on the router's scheduler, and waits for the
/// completion before the next call, as for `ModalPresenter`.
public protocol DialogPresenter: AnyObject {
    /// The dialog shown now, `nil` when there is none. A change must show here as soon as it is
    /// made; a dialog the user answered is no longer shown.
    var presentedDialog: Dialog? { get }

    /// Shows `dialog`. When the user taps a button, or dismisses the dialog without one (the
    /// cancel button's answer: `Dialog.cancelButton`, `nil` when it has none), the dialog closes
    /// and the presenter calls `answer` once, on the router's scheduler, after `presentedDialog`
    /// became `nil` and once the dialog is off screen (so the next presentation can start).
    /// `answer` is not called for a dismissal the router made (`dismissDialog`).
    func presentDialog(_ dialog: Dialog, animated: Bool, answer: @escaping (DialogButton?) -> Void,
                       completion: @escaping ContainerCompletion)

    /// Closes the dialog without an answer.
    func dismissDialog(animated: Bool, completion: @escaping ContainerCompletion)
}
