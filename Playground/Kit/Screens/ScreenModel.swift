import Waypoint

/// The headless UI: a tab bar holding a navigation stack per tab, with modal stacks presented
/// over them — the fake container implementation of WaypointUI's `TabContainer`,
/// `StackContainer` and `ModalPresenter` (`TabBarController`, `StackController`), driven by the
/// library's own `TabBarRoutable`. The screen tree prints it; the "user" changes it on their own
/// (a back swipe, a swipe-down, a tab tap) and the change reaches the router through the
/// routable's `containersDidChange()`, as the UIKit containers do from their delegates.
///
/// Snapshots are values, so the tour can print and compare them.
// @unchecked: the containers guard their state with `environment.lock`; `root` is used only on the router's scheduler (the UI thread).
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
        /// The screen it is presented over (the top of the stack that presents it).
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

    /// What the user's tap on a tab did.
    enum TabTap: Equatable {
        /// The tab was selected, and the router told.
        case selected
        /// The tab was selected already: nothing changed.
        case alreadySelected
        /// A modal covers the tab bar: the tap did not reach it.
        case coveredByModal
    }

    let environment: UIEnvironment
    let tabBar: TabBarController
    /// The root routable: WaypointUI's tab bar routable over `tabBar`.
    let root: TabBarRoutable<TabBarController, StackController>

    /// The tab bar with a stack per tab of `ScreenCatalog.tabs` (Home selected), whose
    /// transitions run on `animator`; each container call and user gesture is told to `report`.
    init(animator: Animator, report: @escaping @Sendable (String) -> Void) {
        let environment = UIEnvironment(animator: animator, report: report)
        self.environment = environment
        let stacks = ScreenCatalog.tabs.map { tab in
            let spec = ScreenCatalog.spec(for: tab)
            return (segment: tab, stack: StackController(name: spec.segment, root: ScreenController(spec: spec, ui: environment), ui: environment))
        }
        tabBar = TabBarController(tabs: stacks.map { (segment: $0.segment.routeIdentifier, stack: $0.stack) }, ui: environment)
        root = TabBarRoutable(tabs: tabBar, stacks: stacks, screens: Self.screenFactory(environment)) { screen, _ in
            StackController(name: screen.spec.segment, root: screen, ui: environment)
        }
    }

    /// How the app builds each screen and how it comes on screen (WaypointUI's typed
    /// `ScreenFactory`): one `switch` over the cases, so a case without a screen does not compile.
    private static func screenFactory(_ environment: UIEnvironment) -> ScreenFactory<ScreenController> {
        let screens = ScreenFactory<ScreenController>(AppScreen.self) { screen in
            let spec = ScreenCatalog.spec(for: screen)
            switch screen {
            case .home, .stats: throw ScreenError.tabBelowRoot(spec.segment)
            case .me: throw ScreenError.unresolvedAlias
            case .user(let id): return .push(UserScreenController(spec: spec, id: id, ui: environment))
            case .settings, .login, .account, .export, .chart:
                return RoutedScreen(spec.presentation ?? .push, ScreenController(spec: spec, ui: environment))
            }
        }
        screens.register(ScreenCatalog.discardSettings, dialog: ScreenCatalog.discardSettingsDialog)
        screens.register(ScreenCatalog.share, presentation: .modal(.popover(from: "shareButton"))) { _ in
            ScreenController(spec: ScreenSpec(ScreenCatalog.share, "Share", .modal(.popover(from: "shareButton"))), ui: environment)
        }
        screens.registerDialog(ScreenCatalog.notice)
        screens.register(ScreenCatalog.player, presentation: .modal(ScreenCatalog.playerStyle)) { _ in
            ScreenController(spec: ScreenSpec(ScreenCatalog.player, "Player", .modal(ScreenCatalog.playerStyle)), ui: environment)
        }
        return screens
    }

    /// What is on screen now.
    var snapshot: Snapshot {
        environment.lock.withLock {
            var snapshot = Snapshot()
            let tabs = tabBar.tabs
            snapshot.tabBar = TabBar(stacks: tabs.map { Stack(name: $0.segment, screens: $0.stack.stack.map(\.value)) },
                                     selected: tabs[tabBar.selected].segment)
            for tab in tabs {
                var presenter = tab.stack
                while let modal = presenter.presented, let top = presenter.stack.last {
                    snapshot.modals.append(Modal(stack: Stack(name: modal.name, screens: modal.stack.map(\.value)), presenter: top.value))
                    presenter = modal
                }
            }
            return snapshot
        }
    }

    /// What a user's back button (or swipe-down) does, on the UI thread: asks the router's
    /// user-change guards first (`shouldPop` / `shouldDismiss`, as the UIKit containers do before
    /// the gesture begins), then pops the top stack, or swipes its modal down when only its first
    /// screen is left, and tells the routable, which reports it to the router. Returns the removed
    /// screen; `nil` when there is nothing to go back from (a tab's root screen) or the guards
    /// did not allow it now.
    func userGoesBack() -> ScreenController? {
        let (top, presenter, pops) = environment.lock.withLock { () -> (StackController, StackController?, Bool) in
            let tab = tabBar.tabs[tabBar.selected].stack
            let top = tab.topmost
            return (top, tab.presenter(of: top), top.stack.count > 1)
        }
        if pops || presenter != nil, !(pops ? root.shouldPop(top) : root.shouldDismiss(top)) {
            environment.report("user \(pops ? "swipes back on \(top.name)" : "swipes down \(top.name)"): not now, the guards were asked")
            return nil
        }
        guard let removed = top.userPops() ?? presenter?.userDismissesModal() else { return nil }
        root.containersDidChange()
        return removed
    }

    /// The user taps the button titled `title` of the dialog shown in the selected tab (over its
    /// stack or a modal), on the UI thread: the dialog closes, and its answer reaches the router.
    /// `false` when no such dialog is shown.
    func userAnswersDialog(_ title: String) -> Bool {
        let stack = environment.lock.withLock { tabBar.tabs[tabBar.selected].stack.showingDialog }
        return stack?.userAnswersDialog(title) ?? false
    }

    /// The user drags the sheet on top of the selected tab to `detent`, on the UI thread: the
    /// routable reports it to the router (`sheetDetentDidChange(in:to:)`, as a sheet presentation
    /// controller's delegate does). `false` when no sheet is up.
    func userDragsSheet(to detent: SheetDetent.Identifier) -> Bool {
        let sheet = environment.lock.withLock { () -> StackController? in
            let tab = tabBar.tabs[tabBar.selected].stack
            let top = tab.topmost
            return top === tab ? nil : top
        }
        guard let sheet else { return false }
        environment.report("user drags \(sheet.name) to \(detent)")
        root.sheetDetentDidChange(in: sheet, to: detent)
        return true
    }

    /// The user taps the tab `tab`, on the UI thread; the routable reports it to the router.
    func userTaps(_ tab: AppScreen) -> TabTap {
        let segment = tab.routeIdentifier
        let (index, covered) = environment.lock.withLock { () -> (Int?, Bool) in
            (tabBar.tabs.firstIndex { $0.segment == segment }, tabBar.tabs.contains { $0.stack.presented != nil })
        }
        guard let index, index != tabBar.selectedTabIndex else { return .alreadySelected }
        if covered { return .coveredByModal }
        tabBar.userTaps(index)
        root.containersDidChange()
        return .selected
    }
}
