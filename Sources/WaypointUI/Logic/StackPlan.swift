/// The decisions of a stack routable, free of containers, threads and time: which calls make the
/// stack show a new screen above the screen at some index, or nothing above it.
///
/// A stack is described by how many screens it holds and whether it presents a modal. The plans
/// are the calls a UIKit developer would make: a push when the screen below is on top, one
/// `setViewControllers` instead of a pop and a push, a dismissal before anything under the modal
/// changes, and nothing at all when the screen is already there.
enum StackPlan {
    /// What a stack shows now.
    struct Shown: Equatable {
        /// How many screens are on the stack (its root included).
        var count: Int
        /// `true` when the stack presents a modal.
        var presentsModal: Bool
        /// `true` when the stack shows a dialog (over its top screen).
        var presentsDialog = false
    }

    /// The calls that make the stack show the screen of a segment, presented as `presentation`,
    /// right above the screen at `index`, and nothing above that. `alreadyShown` tells that the
    /// screen (or modal) directly above `index` is already the one to show.
    ///
    /// Precondition: `index < shown.count` (the caller refuses a step from a screen no longer shown).
    static func show(_ presentation: Presentation, above index: Int, in shown: Shown, alreadyShown: Bool) -> [StackCall] {
        // A dialog goes first: it is over everything else the stack shows.
        let closeDialog: [StackCall] = shown.presentsDialog ? [.dismissDialog] : []
        switch presentation {
        case .push:
            var calls: [StackCall] = closeDialog + (shown.presentsModal ? [.dismissModal] : [])
            let pushed = shown.count > index + 1
            if alreadyShown && pushed {
                if shown.count > index + 2 { calls.append(.popTo(index + 1)) }
            } else if pushed {
                calls.append(.replace(keeping: index + 1))
            } else {
                calls.append(.push)
            }
            return calls
        case .modal(let style):
            if alreadyShown && shown.presentsModal && shown.count == index + 1 { return [] }
            var calls: [StackCall] = closeDialog + (shown.presentsModal ? [.dismissModal] : [])
            if shown.count > index + 1 { calls.append(.popTo(index)) }
            calls.append(.present(style))
            return calls
        case .dialog:
            if alreadyShown && shown.presentsDialog && shown.count == index + 1 { return [] }
            var calls: [StackCall] = closeDialog + (shown.presentsModal ? [.dismissModal] : [])
            if shown.count > index + 1 { calls.append(.popTo(index)) }
            calls.append(.presentDialog)
            return calls
        }
    }

    /// The calls that leave the screen at `index` on top: the dialog and the modal go first, then
    /// the screens pushed above it. Nothing when there is nothing above it (the user removed it
    /// already).
    static func remove(above index: Int, in shown: Shown) -> [StackCall] {
        var calls: [StackCall] = (shown.presentsDialog ? [.dismissDialog] : []) + (shown.presentsModal ? [.dismissModal] : [])
        if shown.count > index + 1 { calls.append(.popTo(index)) }
        return calls
    }
}
