// The SwiftUI variant's tab view, bound to SwiftUINavigation. Compiled where SwiftUI exists (and
// on Linux in CI against the stand-in SwiftUI).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI
import Waypoint

/// The app's tab bar in SwiftUI: a tab per `Screen.tabs`, each a navigation stack whose screens
/// the app draws from their cases with `screen`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct ExampleTabView<Tab: View, Label: View, Content: View>: View {
    private let navigation: SwiftUINavigation
    private let tab: (Screen) -> Tab
    private let label: (Screen) -> Label
    private let screen: (Screen) -> Content

    /// A tab view over `navigation`: `tab` draws each tab's root screen and `label` its tab item;
    /// `screen` draws every pushed screen and every sheet's root from its case (a `switch`, so a
    /// case without a view does not compile). `NavigationLink(value:)` with a `Screen` inside
    /// them navigates through the router.
    public init(_ navigation: SwiftUINavigation,
                @ViewBuilder tab: @escaping (Screen) -> Tab,
                @ViewBuilder label: @escaping (Screen) -> Label,
                @ViewBuilder screen: @escaping (Screen) -> Content) {
        self.navigation = navigation
        self.tab = tab
        self.label = label
        self.screen = screen
    }

    /// The tab view.
    public var body: some View {
        TypedTabView(navigation.tabs, routes: Screen.self, root: tab, label: label, destination: screen)
    }
}
#endif
