import Waypoint

/// The headless stack shows alerts and confirmation dialogs over itself, as a
/// `UINavigationController` presents a `UIAlertController`: WaypointUI's routables show the
/// route's dialog segments through `DialogPresenter`, and the "user" answers with
/// `userAnswersDialog(_:)`.
extension StackController: DialogPresenter {
    var presentedDialog: Dialog? { ui.lock.withLock { dialog?.dialog } }

    func presentDialog(_ dialog: Dialog, animated: Bool, answer: @escaping (DialogButton?) -> Void,
                       completion: @escaping ContainerCompletion) {
        ui.lock.withLock { self.dialog = (dialog, answer) }
        perform("\(name).presentDialog(\(dialog))", .present, showing: nil, animated: animated, completion)
    }

    func dismissDialog(animated: Bool, completion: @escaping ContainerCompletion) {
        let title = ui.lock.withLock { () -> String in
            defer { dialog = nil }
            return dialog?.dialog.title ?? "nothing"
        }
        perform("\(name).dismissDialog(\(title))", .present, showing: nil, animated: animated, completion)
    }

    /// The user taps the button titled `title` of the dialog shown over this stack: the dialog
    /// closes and answers with the button. `false` when no dialog is shown or it has no such button.
    func userAnswersDialog(_ title: String) -> Bool {
        let shown = ui.lock.withLock { () -> (button: DialogButton, answer: (DialogButton?) -> Void)? in
            guard let shown = dialog, let button = shown.dialog.shownButtons.first(where: { $0.title == title }) else { return nil }
            dialog = nil
            return (button, shown.answer)
        }
        guard let shown else { return false }
        ui.report("user taps \"\(title)\" in \(name)'s dialog")
        shown.answer(shown.button)
        return true
    }

    /// The stack showing a dialog, among this one and the modals over it; call under `ui.lock`.
    var showingDialog: StackController? { dialog != nil ? self : presented?.showingDialog }
}
