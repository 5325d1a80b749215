import Waypoint

/// The headless UI: a window holding a tab bar of navigation stacks, with modals presented over
/// it. It stands in for UIKit's window, `UITabBarController`, `UINavigationController`s and
/// presented view controllers: the routables change it, the screen tree prints it, and the "user"
/// changes it on their own (a back button).
///
/// Screens are values; each has an instance number, so a screen that comes back from the
/// keep-alive cache is recognisably the same one.
// @unchecked: every var is touched only under `lock` (routables run on the router's scheduler, the tour reads snapshots from its own thread).
final class ScreenModel: @unchecked Sendable {
    /// One screen.
    struct Screen: Equatable, Sendable {
        /// Its instance number, unique in the app.
        let instance: Int
        /// The route segment it shows.
        let segment: String
        /// Its title.
        let title: String
        /// What it currently shows besides its title (a user's name, a visit count).
        var detail: String?
    }

    /// A navigation stack: its root screen first.
    struct Stack: Equatable, Sendable {
        /// The stack's name (its tab, or the modal's first screen).
        let name: String
        /// Bottom to top.
        var screens: [Screen]
    }

    /// A modal presentation: a navigation stack over the screen that presented it.
    struct Modal: Equatable, Sendable {
        /// The modal's stack.
        var stack: Stack
        /// The screen it is presented over.
        let presenter: Screen
    }

    /// The tab bar: one navigation stack per tab.
    struct TabBar: Equatable, Sendable {
        /// The stacks, in tab order.
        var stacks: [Stack]
        /// The selected tab.
        var selected: String
    }

    /// Everything on screen.
    struct Snapshot: Equatable, Sendable {
        /// The tab bar, when the window shows one.
        var tabBar: TabBar?
        /// Presented modals, bottom to top.
        var modals: [Modal] = []

        /// The screen on top of everything.
        var topScreen: Screen? {
            if let modal = modals.last { return modal.stack.screens.last }
            guard let tabBar, let stack = tabBar.stacks.first(where: { $0.name == tabBar.selected }) else { return nil }
            return stack.screens.last
        }
    }

    private let lock = Locked(())
    private var current = Snapshot()
    private var nextInstance = 1

    /// What is on screen now.
    var snapshot: Snapshot {
        var copy = Snapshot()
        lock.withLock { _ in copy = current }
        return copy
    }

    /// A new screen for `spec`.
    func makeScreen(_ spec: ScreenSpec) -> Screen {
        var instance = 0
        lock.withLock { _ in
            instance = nextInstance
            nextInstance += 1
        }
        return Screen(instance: instance, segment: spec.segment, title: spec.title)
    }

    /// Shows the tab bar with `roots` (one root screen per tab) if it isn't shown yet, and selects `tab`.
    func showTabBar(roots: [Screen], selecting tab: String) {
        lock.withLock { _ in
            if current.tabBar == nil {
                current.tabBar = TabBar(stacks: roots.map { Stack(name: $0.segment, screens: [$0]) }, selected: tab)
            }
            current.tabBar?.selected = tab
        }
    }

    /// Removes the tab bar (and every modal): the window is empty.
    func removeTabBar() {
        lock.withLock { _ in current = Snapshot() }
    }

    /// Pushes `screen` on the navigation stack of `presenter`, right above it.
    func push(_ screen: Screen, above presenter: Screen) {
        lock.withLock { _ in
            mutateStack(holding: presenter.instance) { stack, index in
                stack.screens.removeSubrange((index + 1)...)
                stack.screens.append(screen)
            }
        }
    }

    /// Presents `screen` modally over `presenter`.
    func present(_ screen: Screen, over presenter: Screen) {
        lock.withLock { _ in
            current.modals.append(Modal(stack: Stack(name: screen.segment, screens: [screen]), presenter: presenter))
        }
    }

    /// Removes the screen right above `presenter`: the modal presented over it, or the screen
    /// pushed on it. Returns the removed screen, `nil` when there is none.
    @discardableResult
    func removeScreen(above presenter: Screen) -> Screen? {
        var removed: Screen?
        lock.withLock { _ in
            if let index = current.modals.firstIndex(where: { $0.presenter.instance == presenter.instance }) {
                removed = current.modals[index].stack.screens.first
                current.modals.removeSubrange(index...)
                return
            }
            mutateStack(holding: presenter.instance) { stack, index in
                guard index + 1 < stack.screens.count else { return }
                removed = stack.screens[index + 1]
                stack.screens.removeSubrange((index + 1)...)
            }
        }
        return removed
    }

    /// Sets what `screen` shows besides its title.
    func setDetail(_ detail: String?, of screen: Screen) {
        lock.withLock { _ in
            mutateStack(holding: screen.instance) { stack, index in stack.screens[index].detail = detail }
        }
    }

    /// What a user's back button (or swipe-down) does: dismisses the top modal's top screen or
    /// pops the selected stack. Returns the removed screen; `nil` when there is nothing to go back
    /// from (a tab's root screen).
    func userGoesBack() -> Screen? {
        var removed: Screen?
        lock.withLock { _ in
            if let last = current.modals.indices.last {
                if current.modals[last].stack.screens.count > 1 {
                    removed = current.modals[last].stack.screens.removeLast()
                } else {
                    removed = current.modals.removeLast().stack.screens.first
                }
                return
            }
            guard let tabBar = current.tabBar, let index = tabBar.stacks.firstIndex(where: { $0.name == tabBar.selected }),
                  tabBar.stacks[index].screens.count > 1 else { return }
            removed = current.tabBar?.stacks[index].screens.removeLast()
        }
        return removed
    }

    /// Runs `body` on the stack that holds the screen `instance`, with its position; call under `lock`.
    private func mutateStack(holding instance: Int, _ body: (inout Stack, Int) -> Void) {
        for modal in current.modals.indices {
            if let index = current.modals[modal].stack.screens.firstIndex(where: { $0.instance == instance }) {
                body(&current.modals[modal].stack, index)
                return
            }
        }
        guard let tabBar = current.tabBar else { return }
        for stack in tabBar.stacks.indices {
            if let index = tabBar.stacks[stack].screens.firstIndex(where: { $0.instance == instance }) {
                body(&current.tabBar!.stacks[stack], index)
                return
            }
        }
    }
}
