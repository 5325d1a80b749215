/// How the screen of a route segment comes on screen, above the screen of the segment before it.
public enum Presentation: Sendable, Hashable {
    /// Pushed on the navigation stack of the screen below it.
    case push
    /// Presented modally over the screen below it, as the root of a new navigation stack (the
    /// segments after it are pushed on that stack).
    case modal(ModalStyle)
    /// Shown as an alert or a confirmation dialog over the screen below it (the `Dialog` its
    /// registration or its route data gives); nothing can be shown above it.
    case dialog

    /// A modal sheet.
    public static var sheet: Presentation { .modal(.sheet) }
    /// A full-screen modal.
    public static var fullScreen: Presentation { .modal(.fullScreen) }
}
