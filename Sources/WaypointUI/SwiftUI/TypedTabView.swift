// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import WaypointRouter

/// A `TabView` over the app's typed route, bound to a `TabNavigationModel` made with typed tabs
/// (`TabNavigationModel(tabs: [Screen.home, .profile])`): one tab per case, each a
/// `TypedNavigationStack` over that tab's navigation model, its root drawn by `root`, its tab
/// item by `label` and its destinations by `destination`, each from its case. A tab the user taps
/// reaches the router as in `RoutedTabView`; links tapped in a tab's stack navigate through the
/// router.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct TypedTabView<Segment: RouteSegment, Root: View, Label: View, Destination: View>: View {
    private let tabs: TabNavigationModel
    private let animation: Animation?
    private let root: (Segment) -> Root
    private let label: (Segment) -> Label
    private let destination: (Segment) -> Destination

    /// A tab view over `tabs`: the tab of each case shows `root(tab)` under the destinations of
    /// its stack's path (each drawn by `destination`, as are sheets and covers), and `label(tab)`
    /// as its tab item. A tab whose segment is not a `Segment` shows nothing.
    public init(_ tabs: TabNavigationModel, routes: Segment.Type = Segment.self, animation: Animation? = .default,
                @ViewBuilder root: @escaping (Segment) -> Root,
                @ViewBuilder label: @escaping (Segment) -> Label,
                @ViewBuilder destination: @escaping (Segment) -> Destination) {
        tabs.apply = RoutedNavigationStack<EmptyView, Destination>.transaction(animation)
        self.tabs = tabs
        self.animation = animation
        self.root = root
        self.label = label
        self.destination = destination
    }

    /// The tab view and its stacks.
    public var body: some View {
        RoutedTabs(tabs: tabs, stack: { index in
            if let tab = segment(index) {
                TypedNavigationStack(tabs.stacks[index], routes: Segment.self, animation: animation, root: { root(tab) }, destination: destination)
            }
        }, label: { index in
            if let tab = segment(index) { label(tab) }
        })
    }

    /// The case of tab `index`.
    private func segment(_ index: Int) -> Segment? {
        try? Segment(routeIdentifier: tabs.tabs[index])
    }
}
#endif
