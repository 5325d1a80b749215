import Waypoint

/// A navigation stack of the headless UI, what a `UINavigationController` is in UIKit: screens on
/// top of each other, and one modal — a stack of its own — presented over it. WaypointUI's
/// container routables drive it through `StackContainer` and `ModalPresenter`; each call changes
/// what it shows at once and completes when its (simulated) animation ends, except a transition
/// to the Export screen, which never ends. The "user" changes it with `userPops()` and
/// `userDismissesModal()`, which make no call back: the app reports them to the routable.
// @unchecked: `stack` and `presented` are touched only under `ui.lock`.
final class StackController: StackContainer, ModalPresenter, @unchecked Sendable, CustomStringConvertible {
    /// The tab's segment, or the segment of the modal's first screen.
    let name: String
    let ui: UIEnvironment
    /// The screens, root first; under `ui.lock`.
    var stack: [ScreenController]
    /// The modal presented over the stack; under `ui.lock`.
    var presented: StackController?
    /// The alert or confirmation dialog shown over the stack, and where its answer goes; under
    /// `ui.lock` (see StackController+Dialogs.swift).
    var dialog: (dialog: Dialog, answer: (DialogButton?) -> Void)?

    init(name: String, root: ScreenController, ui: UIEnvironment) {
        self.name = name
        self.ui = ui
        stack = [root]
    }

    var description: String { name }

    // MARK: StackContainer

    var screens: [ScreenController] { ui.lock.withLock { stack } }

    func pushScreen(_ screen: ScreenController, animated: Bool, completion: @escaping ContainerCompletion) {
        ui.lock.withLock { stack.append(screen) }
        screen.didAppear()
        perform("\(name).push(\(screen))", .push, showing: screen, animated: animated, completion)
    }

    func popToScreen(_ screen: ScreenController, animated: Bool, completion: @escaping ContainerCompletion) {
        ui.lock.withLock {
            if let index = stack.firstIndex(where: { $0 === screen }) { stack.removeSubrange((index + 1)...) }
        }
        perform("\(name).popTo(\(screen))", .push, showing: nil, animated: animated, completion)
    }

    func setScreens(_ screens: [ScreenController], animated: Bool, completion: @escaping ContainerCompletion) {
        let appearing = ui.lock.withLock { () -> ScreenController? in
            let top = screens.last.flatMap { top in stack.contains { $0 === top } ? nil : top }
            stack = screens
            return top
        }
        appearing?.didAppear()
        perform("\(name).setScreens(\(screens.map(\.description).joined(separator: ", ")))", .push, showing: appearing,
                animated: animated, completion)
    }

    // MARK: ModalPresenter

    var presentedModal: StackController? { ui.lock.withLock { presented } }

    func presentModal(_ modal: StackController, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        let root = ui.lock.withLock { () -> ScreenController? in
            presented = modal
            return modal.stack.first
        }
        root?.didAppear()
        let how = style == .sheet ? "sheet" : style == .fullScreen ? "full screen" : "\(style)"
        perform("\(name).present(\(root.map(\.description) ?? modal.name), \(how))", .present, showing: root, animated: animated, completion)
    }

    func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        let root = ui.lock.withLock { () -> ScreenController? in
            defer { presented = nil }
            return presented?.stack.first
        }
        perform("\(name).dismiss(\(root.map(\.description) ?? "nothing"))", .present, showing: nil, animated: animated, completion)
    }

    func selectSheetDetent(_ detent: SheetDetent.Identifier, animated: Bool, completion: @escaping ContainerCompletion) {
        let root = ui.lock.withLock { presented?.stack.first }
        perform("\(name).selectDetent(\(root.map(\.description) ?? "nothing"), \(detent))", .present, showing: nil, animated: animated, completion)
    }

    // MARK: The user

    /// The back button or swipe: the top screen goes (not the root). Returns it.
    func userPops() -> ScreenController? {
        let removed = ui.lock.withLock { stack.count > 1 ? stack.removeLast() : nil }
        if let removed { ui.report("user swipes back: \(name) pops \(removed)") }
        return removed
    }

    /// The presented modal swiped down. Returns the modal's first screen.
    func userDismissesModal() -> ScreenController? {
        let root = ui.lock.withLock { () -> ScreenController? in
            defer { presented = nil }
            return presented?.stack.first
        }
        if let root { ui.report("user swipes down: \(name) no longer presents \(root)") }
        return root
    }

    /// The stack on top of everything: this one, or the top of the modals presented over it;
    /// call under `ui.lock`.
    var topmost: StackController { presented?.topmost ?? self }

    /// The stack that presents `modal`, among this one and the modals over it; call under `ui.lock`.
    func presenter(of modal: StackController) -> StackController? {
        guard let presented else { return nil }
        return presented === modal ? self : presented.presenter(of: modal)
    }

    /// Reports the call and completes it when its animation ends; never for a transition that
    /// shows a screen whose transitions never end.
    func perform(_ call: String, _ transition: Animator.Transition, showing screen: ScreenController?, animated: Bool,
                         _ completion: @escaping ContainerCompletion) {
        ui.report(call + (animated ? "" : " (not animated)"))
        if screen?.spec.completesTransitions == false { return }
        ui.animator.play(transition, animated: animated, then: completion)
    }
}
