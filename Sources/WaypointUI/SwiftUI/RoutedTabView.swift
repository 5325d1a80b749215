// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import WaypointRouter

/// A `TabView` bound to a `TabNavigationModel`: one tab per segment of `tabs.tabs`, each a
/// `RoutedNavigationStack` over that tab's navigation model. A tab the user taps writes the
/// model's `selection` and reaches the router; tab switches the router makes are made in a
/// transaction animated with `animation`, as are the stacks' changes, and end when the selected
/// tab's top screen appeared.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RoutedTabView<Root: View, Label: View, Destination: View>: View {
    private let tabs: TabNavigationModel
    private let animation: Animation?
    private let root: (RouteElementIdentifier) -> Root
    private let label: (RouteElementIdentifier) -> Label
    private let destination: (NavigationDestination) -> Destination

    /// A tab view over `tabs`: each tab shows `root(tab)` under the destinations of its stack's
    /// path (each drawn by `destination`, as are sheets and covers), and `label(tab)` as its tab
    /// item.
    public init(_ tabs: TabNavigationModel, animation: Animation? = .default,
                @ViewBuilder root: @escaping (RouteElementIdentifier) -> Root,
                @ViewBuilder label: @escaping (RouteElementIdentifier) -> Label,
                @ViewBuilder destination: @escaping (NavigationDestination) -> Destination) {
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
            RoutedNavigationStack(tabs.stacks[index], animation: animation, root: { root(tabs.tabs[index]) }, destination: destination)
        }, label: { index in label(tabs.tabs[index]) })
    }
}
#endif
