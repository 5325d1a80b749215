// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

extension StackRoutable where Stack == NavigationControllerContainer {
    /// The root routable of one `UINavigationController` (the window's root, say): every segment
    /// is pushed on it or presented, as `screens` says, each modal in a navigation controller of
    /// its own (`NavigationControllerContainer.modal(root:style:configure:)`, with
    /// `configureModal`).
    ///
    /// The containers report what the user does (a back swipe, a sheet swiped down) to this
    /// routable, which reports it to the router built with it as its root: nothing to wire. Make
    /// it on the main thread, and run the router on `MainScheduler`.
    @MainActor
    public convenience init(stack: NavigationControllerContainer, screens: ScreenFactory<UIViewController>,
                            configureModal: @escaping @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { _, _ in }) {
        let relay = DetentRelay()
        self.init(stack: stack, screens: screens) { [weak stack, relay] root, style in
            onMainActor("makeModalStack") {
                let modal = NavigationControllerContainer.modal(root: root, style: style, configure: configureModal)
                modal.userChanged = { stack?.userChanged?() }
                relay.watch(modal)
                modal.hooks = stack?.hooks
                return modal
            }
        }
        stack.userChanged = { [weak self] in self?.containersDidChange() }
        relay.report = { [weak self] modal, detent in self?.sheetDetentDidChange(in: modal, to: detent) }
        stack.hooks = UserChangeHooks(asking: self)
    }
}
#endif
