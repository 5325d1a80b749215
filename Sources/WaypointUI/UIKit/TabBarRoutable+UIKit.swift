// Compiled only where UIKit has tab bar controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

extension TabBarRoutable where Tabs == TabBarControllerContainer, Stack == NavigationControllerContainer {
    /// The root routable of a `UITabBarController` with a `UINavigationController` per tab: tab
    /// `i` is `stacks[i]`, named by its segment; the segments after the tab are pushed on its
    /// stack or presented, as `screens` says, each modal in a navigation controller of its own
    /// (`NavigationControllerContainer.modal(root:style:configure:)`, with `configureModal`).
    ///
    /// The containers report what the user does (a tab tap, a back swipe, a sheet swiped down) to
    /// this routable, which reports it to the router built with it as its root: nothing to wire.
    /// Make it on the main thread, and run the router on `MainScheduler`.
    @MainActor
    public convenience init(tabs: TabBarControllerContainer, stacks: [(segment: RouteElementIdentifier, stack: NavigationControllerContainer)],
                            screens: ScreenFactory<UIViewController>,
                            configureModal: @escaping @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { _, _ in }) {
        let relay = DetentRelay()
        self.init(tabs: tabs, stacks: stacks, screens: screens) { [weak tabs, relay] root, style in
            onMainActor("makeModalStack") {
                let modal = NavigationControllerContainer.modal(root: root, style: style, configure: configureModal)
                modal.userChanged = { tabs?.userChanged?() }
                relay.watch(modal)
                modal.hooks = tabs?.hooks
                return modal
            }
        }
        tabs.userChanged = { [weak self] in self?.containersDidChange() }
        relay.report = { [weak self] modal, detent in self?.sheetDetentDidChange(in: modal, to: detent) }
        let hooks = UserChangeHooks(asking: self)
        hooks.shouldSelectTab = { [weak self] index in self?.shouldSelectTab(at: index) ?? true }
        tabs.hooks = hooks
        for (_, stack) in stacks {
            stack.userChanged = { [weak tabs] in tabs?.userChanged?() }
            stack.hooks = hooks
        }
    }

    /// The root routable of a `UITabBarController` whose tabs are named by typed segments
    /// (`(.home, homeStack)`), with a typed `screens` factory (`ScreenFactory.init(_:screen:)`);
    /// otherwise as `init(tabs:stacks:screens:configureModal:)`.
    @MainActor
    public convenience init<Segment: RouteSegment>(tabs: TabBarControllerContainer,
                                                   stacks: [(segment: Segment, stack: NavigationControllerContainer)],
                                                   screens: ScreenFactory<UIViewController>,
                                                   configureModal: @escaping @MainActor @Sendable (UINavigationController, ModalStyle) -> Void = { _, _ in }) {
        self.init(tabs: tabs, stacks: stacks.map { (segment: $0.segment.routeIdentifier, stack: $0.stack) }, screens: screens,
                  configureModal: configureModal)
    }
}
#endif
