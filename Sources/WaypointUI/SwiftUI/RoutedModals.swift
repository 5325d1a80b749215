// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// The sheet and full-screen cover `navigation` presents over this stack, each drawn by
    /// `modal`, their dismissals reported to `navigation` (on macOS, which has no full-screen
    /// covers, either modal is a sheet) with the sheet's detents, and its alert or confirmation
    /// dialog.
    func routedModals<Modal: View>(of navigation: NavigationModel, @ViewBuilder modal: @escaping (NavigationModel) -> Modal) -> some View {
        let bindings = Bindable(navigation)
        let dialogs = routedDialogs(of: navigation)
        // A sheet whose swipe-down a user-change guard checks cannot be swiped down: SwiftUI
        // cannot ask first. Its close button calls `close()`.
        let guarded = { (shown: NavigationModel) in
            modal(shown).interactiveDismissDisabled(shown.guardsDismissal).routedDetents(of: shown)
        }
        #if os(macOS)
        return dialogs.sheet(item: bindings.modal, onDismiss: { navigation.modalDismissed() }, content: guarded)
        #else
        return dialogs.sheet(item: bindings.sheet, onDismiss: { navigation.modalDismissed() }, content: guarded)
            .fullScreenCover(item: bindings.fullScreenCover, onDismiss: { navigation.modalDismissed() }, content: guarded)
        #endif
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// `routedModals(of:modal:)`, with `navigation` and `modal` given to the views in this one:
    /// those marked with `routedAnchor(_:)` show its popovers and anchored confirmation dialogs.
    func routedPresentations<Modal: View>(of navigation: NavigationModel,
                                          @ViewBuilder modal: @escaping (NavigationModel) -> Modal) -> some View {
        let presenter = RoutedPresenter(navigation: navigation) { shown in
            AnyView(modal(shown).interactiveDismissDisabled(shown.guardsDismissal))
        }
        return environment(\.routedPresenter, presenter).routedModals(of: navigation, modal: modal)
    }
}

/// A `TabView` over `tabs`, its tab `index` showing `stack(index)` with `label(index)` as its tab
/// item: what `RoutedTabView` and `TypedTabView` draw.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RoutedTabs<Stack: View, Label: View>: View {
    @Bindable var tabs: TabNavigationModel
    @ViewBuilder let stack: (Int) -> Stack
    @ViewBuilder let label: (Int) -> Label

    var body: some View {
        TabView(selection: $tabs.selection) {
            ForEach(0..<tabs.tabs.count, id: \.self) { index in
                stack(index)
                    .tabItem { label(index) }
                    .tag(tabs.tabs[index])
            }
        }
    }
}
#endif
