import WaypointRouter

/// What every stack routable of one container tree shares: the screen factory and how to build
/// the stack a modal is shown in.
final class StackEnvironment<Stack: StackContainer & ModalPresenter> {
    let screens: ScreenFactory<Stack.Screen>
    let makeModalStack: (Stack.Screen, ModalStyle) -> Stack

    init(screens: ScreenFactory<Stack.Screen>, makeModalStack: @escaping (Stack.Screen, ModalStyle) -> Stack) {
        self.screens = screens
        self.makeModalStack = makeModalStack
    }
}
