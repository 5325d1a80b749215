#if canImport(Observation)
import Observation
import WaypointRouter

/// What a SwiftUI `TabView` shows, as observable state: which tab is selected, and a
/// `NavigationModel` for the `NavigationStack` of each tab. Bind `TabView(selection:
/// $model.selection)` and each tab's stack to it, or use `RoutedTabView`.
///
/// It is a tab container driven by a `TabBarRoutable` (`TabBarRoutable(tabs:presentation:)`):
/// segment 0 of the route names the tab, the segments after it are pushed on that tab's stack or
/// presented over it. The router's changes land here on the router's scheduler (the main thread,
/// with `MainScheduler`); a tab the user taps in SwiftUI writes `selection`, reaches the router as
/// a user-made change (`selectedTab`, with what that tab's stack shows), and the state follows
/// without running a transition. Writes that change nothing, or name no tab, are ignored.
///
/// Each tab switch the router makes goes through `apply`, as `NavigationModel`'s changes do, and
/// ends when the selected tab's top screen appeared (when its stack reports appearances, as
/// `RoutedTabView`'s stacks do); a stack whose tab is not selected changes at once.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class TabNavigationModel: TabContainer {
    /// The tabs' route segments, in the order the tab view shows them.
    public let tabs: [RouteElementIdentifier]
    /// The navigation model of each tab's `NavigationStack`, in the order of `tabs`.
    public let stacks: [NavigationModel]
    private var selectedIndex: Int
    /// Told about every write the user made through a binding.
    @ObservationIgnored var userChanged: (() -> Void)?
    /// Applies one router-made tab switch: calls `change`, animated or not (inside a SwiftUI
    /// transaction, say).
    @ObservationIgnored public var apply: (_ change: () -> Void, _ animated: Bool) -> Void = { change, _ in change() }

    /// A tab view with one tab per segment of `tabs`, each with a navigation stack of its own;
    /// the first tab is selected.
    ///
    /// Precondition: `tabs` is not empty and names each tab once.
    public init(tabs: [RouteElementIdentifier]) {
        precondition(!tabs.isEmpty && Set(tabs).count == tabs.count, "TabNavigationModel needs distinct tabs")
        self.tabs = tabs
        stacks = tabs.map { _ in NavigationModel() }
        selectedIndex = 0
        for (index, stack) in stacks.enumerated() {
            stack.isOnScreen = { [weak self] in self?.selectedIndex == index }
        }
    }

    /// The selected tab's segment: `TabView(selection:)`'s binding. A write is a user-made
    /// change (SwiftUI writes it when the user taps a tab), asked of the router's user-change
    /// guards first (`TabBarRoutable.shouldSelectTab(at:)`): a tab they refuse, or decide on
    /// later, is not selected (the tab view keeps showing the selected one). A write of the
    /// selected tab (a tap on it) takes its stack back to its root with the routable's
    /// `popsToRootOnReselect`.
    public var selection: RouteElementIdentifier {
        get { tabs[selectedIndex] }
        set {
            guard let index = tabs.firstIndex(of: newValue) else { return }
            if let shouldSelectTab, !shouldSelectTab(index) { return }
            guard index != selectedIndex else { return }
            selectedIndex = index
            userChanged?()
        }
    }
    /// Asks the root routable before the user selects a tab (set by its initializer).
    @ObservationIgnored var shouldSelectTab: ((Int) -> Bool)?

    /// The navigation model of the tab `tab`; `nil` when there is no such tab.
    public func navigation(for tab: RouteElementIdentifier) -> NavigationModel? {
        tabs.firstIndex(of: tab).map { stacks[$0] }
    }

    // MARK: TabContainer

    /// The index of the selected tab in `tabs`.
    public var selectedTabIndex: Int { selectedIndex }

    /// Selects the tab at `index` through `apply`; ends when that tab's top screen appeared.
    public func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        apply({ self.selectedIndex = index }, animated)
        stacks[index].awaitTop(completion)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TabNavigationModel {
    /// A tab view with one tab per typed segment of `tabs` (`[.home, .profile]`); the first tab
    /// is selected.
    ///
    /// Precondition: `tabs` is not empty and names each tab once.
    public convenience init<Segment: RouteSegment>(tabs: [Segment]) {
        self.init(tabs: tabs.routeIdentifiers)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TabBarRoutable where Tabs == TabNavigationModel, Stack == NavigationModel {
    /// The root routable of a SwiftUI `TabView` bound to `tabs`: segment 0 names the tab, and
    /// every segment after it is pushed on that tab's navigation path, or presented as a sheet or
    /// a full-screen cover with a stack of its own, as `presentation` says. The destinations carry
    /// their route's data.
    ///
    /// User-made changes written to the models' bindings (a tab tap, a back swipe, a sheet swiped
    /// down) are reported to the router built with this routable as its root (or passed to
    /// `connect(to:)`); at launch the store's empty route becomes the selected tab. A segment
    /// `presentation` shows as `.dialog` is the dialog `dialog` gives for it (by default the
    /// `Dialog` that is its route data).
    public convenience init(tabs: TabNavigationModel,
                            presentation: @escaping (RouteElementIdentifier) -> Presentation = { _ in .push },
                            dialog: @escaping (ScreenRequest) -> Dialog? = { $0.data(as: Dialog.self) }) {
        let screens = ScreenFactory<NavigationDestination>()
        screens.registerAll(presentation: presentation, dialog: dialog) { request in
            NavigationDestination(segment: request.segment, data: request.context.data)
        }
        self.init(tabs: tabs, screens: screens)
    }

    /// The root routable of a SwiftUI `TabView` over the app's typed route: segment 0 names the
    /// tab (`TabNavigationModel(tabs: [Screen.home, .profile])`), and every `Segment` after it is
    /// pushed on that tab's path or presented as a sheet or a full-screen cover, as
    /// `presentation` says (a `switch` over the cases). A segment that is not a `Segment` has no
    /// screen (`ContainerError.unknownScreen`). Links the user taps in the tabs'
    /// `TypedNavigationStack`s (`NavigationLink(value:)` with a `Segment`) navigate through the
    /// router this routable is the root of.
    public convenience init<Segment: RouteSegment>(tabs: TabNavigationModel, routes: Segment.Type,
                                                   presentation: @escaping (Segment) -> Presentation) {
        self.init(tabs: tabs, screens: .destinations(of: routes, presentation: presentation))
    }

    private convenience init(tabs: TabNavigationModel, screens: ScreenFactory<NavigationDestination>) {
        self.init(tabs: tabs, stacks: zip(tabs.tabs, tabs.stacks).map { (segment: $0, stack: $1) }, screens: screens) { [weak tabs] root, _ in
            NavigationModel(modalOf: root, over: tabs?.stacks.first)
        }
        tabs.userChanged = { [weak self] in self?.containersDidChange() }
        tabs.shouldSelectTab = { [weak self] index in self?.shouldSelectTab(at: index) ?? true }
        let userChanges = NavigationModelUserChanges(asking: self)
        for stack in tabs.stacks {
            stack.userChanged = { [weak tabs] in tabs?.userChanged?() }
            stack.detentChanged = { [weak self] model, detent in self?.sheetDetentDidChange(in: model, to: detent) }
            stack.pathRequested = { [weak self] model, path in self?.requestPath(path, on: model) }
            stack.userChanges = userChanges
        }
    }
}
#endif
