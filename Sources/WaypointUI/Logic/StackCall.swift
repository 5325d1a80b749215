/// One call a stack routable makes on its stack container (and its presenter), in the order
/// given; each waits for the previous call's completion.
enum StackCall: Equatable {
    /// Dismisses the modal the stack presents.
    case dismissModal
    /// Pops down to the screen at this index (it stays, on top).
    case popTo(Int)
    /// Pushes the new screen.
    case push
    /// Sets the stack to its first `keeping` screens and the new screen, in one call.
    case replace(keeping: Int)
    /// Presents the new screen's stack modally.
    case present(ModalStyle)
    /// Closes the dialog the stack shows.
    case dismissDialog
    /// Shows the new dialog.
    case presentDialog
}
