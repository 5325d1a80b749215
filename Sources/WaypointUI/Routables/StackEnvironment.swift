import WaypointRouter

/// What every stack routable of one container tree shares: the screen factory and how to build
/// the stack a modal is shown in.
final class StackEnvironment<Stack: StackContainer & ModalPresenter> {
    let screens: ScreenFactory<Stack.Screen>
    let makeModalStack: (Stack.Screen, ModalStyle) -> Stack
    /// Takes the user's answer to a dialog (set by the root routable).
    var answered: ((StackRecord<Stack>.DialogEntry, DialogButton?) -> Void)?

    init(screens: ScreenFactory<Stack.Screen>, makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.screens = screens
        self.makeModalStack = makeModalStack
    }
}
