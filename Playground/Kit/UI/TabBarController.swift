import Waypoint

/// The tab bar of the headless UI, what a `UITabBarController` is in UIKit: one navigation stack
/// per tab, one tab selected. WaypointUI's `TabBarRoutable` selects tabs through `TabContainer`;
/// the "user" taps a tab with `userTaps(_:)`, which makes no call back.
// @unchecked: `selected` is touched only under `ui.lock`.
final class TabBarController: TabContainer, @unchecked Sendable {
    /// The tabs, in order: each one's segment and stack.
    let tabs: [(segment: RouteElementIdentifier, stack: StackController)]
    let ui: UIEnvironment
    /// The selected tab's index; under `ui.lock`.
    var selected = 0

    init(tabs: [(segment: RouteElementIdentifier, stack: StackController)], ui: UIEnvironment) {
        self.tabs = tabs
        self.ui = ui
    }

    var selectedTabIndex: Int { ui.lock.withLock { selected } }

    func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        ui.lock.withLock { selected = index }
        ui.report("tabBar.select(\(tabs[index].segment))" + (animated ? "" : " (not animated)"))
        ui.animator.play(.tabSwitch, animated: animated, then: completion)
    }

    /// The user taps the tab at `index`.
    func userTaps(_ index: Int) {
        ui.lock.withLock { selected = index }
        ui.report("user taps the \(tabs[index].segment) tab")
    }
}
