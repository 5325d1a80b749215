// The SwiftUI variant's tab view, bound to SwiftUINavigation. Compiled where SwiftUI exists (and
// on Linux in CI against the stand-in SwiftUI).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import Waypoint

/// The app's tab bar in SwiftUI: a tab per `Routes.tabs`, each a navigation stack whose screens
/// the app draws with `screen`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ExampleTabView<Tab: View, Label: View, Screen: View>: View {
    private let navigation: SwiftUINavigation
    private let tab: (RouteElementIdentifier) -> Tab
    private let label: (RouteElementIdentifier) -> Label
    private let screen: (NavigationDestination) -> Screen

    /// A tab view over `navigation`: `tab` draws each tab's root screen and `label` its tab item;
    /// `screen` draws every pushed screen and every sheet's root (`destination.segment` says
    /// which, `destination.data(as:)` hands over the route's data).
    public init(_ navigation: SwiftUINavigation,
                @ViewBuilder tab: @escaping (RouteElementIdentifier) -> Tab,
                @ViewBuilder label: @escaping (RouteElementIdentifier) -> Label,
                @ViewBuilder screen: @escaping (NavigationDestination) -> Screen) {
        self.navigation = navigation
        self.tab = tab
        self.label = label
        self.screen = screen
    }

    /// The tab view.
    public var body: some View {
        RoutedTabView(navigation.tabs, root: tab, label: label, destination: screen)
    }
}
#endif
