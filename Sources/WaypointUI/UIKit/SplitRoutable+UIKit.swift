// Compiled only where UIKit has split view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

@available(iOS 14.0, tvOS 14.0, *)
extension SplitRoutable where Split == SplitViewControllerContainer {
    /// The root routable of a column-style `UISplitViewController`: the route's first segments
    /// are shown in its columns, the rest pushed on the detail column's navigation controller or
    /// presented, as `screens` says, each modal in a navigation controller of its own
    /// (`NavigationControllerContainer.modal(root:style:configure:)`, with `configureModal`).
    ///
    /// The containers report what the user does (a back swipe in the detail column or in compact
    /// width, a sheet swiped down, a collapse or an expansion) to this routable, which reports it
    /// to the router built with it as its root: nothing to wire. The router's user-change guards
    /// are asked before a back swipe or a swipe-down, as on a `StackRoutable`. Make it on the main thread, and
    /// run the router on `MainScheduler`.
    @MainActor
    public convenience init(split: SplitViewControllerContainer, screens: ScreenFactory<UIViewController>,
                            configureModal: @escaping @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { _, _ in }) {
        let relay = DetentRelay()
        self.init(split: split, style: split.style, detail: split.detail, compact: split.compact, screens: screens) { [weak split, relay] root, style in
            onMainActor("makeModalStack") {
                let modal = NavigationControllerContainer.modal(root: root, style: style, configure: configureModal)
                modal.userChanged = { split?.userChanged?() }
                relay.watch(modal)
                modal.hooks = split?.detail.hooks
                return modal
            }
        }
        split.userChanged = { [weak self] in self?.containersDidChange() }
        relay.report = { [weak self] modal, detent in self?.sheetDetentDidChange(in: modal, to: detent) }
        let hooks = UserChangeHooks(asking: self)
        for stack in [split.detail, split.compact] {
            stack.userChanged = { [weak split] in split?.userChanged?() }
            stack.hooks = hooks
        }
    }
}
#endif
