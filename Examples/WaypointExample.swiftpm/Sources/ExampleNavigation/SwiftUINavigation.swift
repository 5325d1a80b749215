// The SwiftUI variant's navigation: a TabNavigationModel (one NavigationModel per tab) driven by
// WaypointUI's TabBarRoutable. It needs only Observation, so the tests run it on Linux.
#if canImport(Observation)
import Waypoint

/// The models a SwiftUI `TabView` with a `NavigationStack` per tab binds to, and the root
/// routable that drives them. Make it on the main thread and build a router with `root` as its
/// root routable: the router then hears what the user does in the views (a tab tap, a back swipe,
/// a sheet swiped down), and at launch the store's empty route becomes the selected tab.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public final class SwiftUINavigation {
    /// The tab view's model: `selection` and a `NavigationModel` per tab.
    public let tabs = TabNavigationModel(tabs: Screen.tabs)
    /// The routable the router drives: segment 0 selects the tab, the rest is pushed on that
    /// tab's stack or presented as a sheet; a link the user taps in a tab's stack
    /// (`NavigationLink(value: Screen.post(id: 42))`) navigates through the router.
    public let root: TabBarRoutable<TabNavigationModel, NavigationModel>

    /// The models and their routable, every screen shown as its case's `presentation` says.
    public init() {
        root = TabBarRoutable(tabs: tabs, routes: Screen.self, presentation: \.presentation)
    }

    /// The route the models show: the selected tab, the destinations on its stack, and the root
    /// of each sheet or cover presented over it (and over those).
    public var shownRoute: [Screen] {
        guard let stack = tabs.navigation(for: tabs.selection) else { return [] }
        var route: Route = [tabs.selection]
        var current: NavigationModel? = stack
        while let model = current {
            route += model.path.map(\.segment)
            current = model.presentedModal
            if let modalRoot = current?.root { route.append(modalRoot.segment) }
        }
        return route.typedPrefix(as: Screen.self)
    }
}
#endif
