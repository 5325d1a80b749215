// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Marks this view as the presentation anchor `anchor`: a modal of the enclosing
    /// `RoutedNavigationStack` presented with `ModalStyle.popover(from: anchor)` is a SwiftUI
    /// popover attached to this view (`popover(item:attachmentAnchor:arrowEdge:content:)`, at
    /// `attachmentAnchor`), drawn like the stack's sheets. In compact width SwiftUI shows it as
    /// a sheet (a popover still with `staysPopoverInCompactWidth`:
    /// `presentationCompactAdaptation(.popover)`), and the route is the same either way. A confirmation dialog the stack shows with
    /// this `Dialog.anchor` is attached here too (a popover pointing from this view in regular
    /// width). While no view on screen declares the anchor (outside a `RoutedNavigationStack`, or
    /// on a screen that is not shown) the popover is the stack's sheet and the dialog the stack's.
    public func routedAnchor(_ anchor: PresentationAnchor, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)) -> some View {
        RoutedAnchorView(content: self, anchor: anchor, attachmentAnchor: attachmentAnchor)
    }
}

/// What `routedAnchor(_:attachmentAnchor:)` draws: the view, declared to the enclosing stack's
/// model while it is on screen, with the popover and the confirmation dialog that model shows
/// from its anchor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct RoutedAnchorView<Content: View>: View {
    @Environment(\.routedPresenter) private var presenter
    let content: Content
    let anchor: PresentationAnchor
    let attachmentAnchor: PopoverAttachmentAnchor

    var body: some View {
        if let presenter {
            let navigation = presenter.navigation
            content
                .popover(item: Bindable(navigation)[dynamicMember: \NavigationModel.[popoverAt: anchor]],
                         attachmentAnchor: attachmentAnchor) { modal in
                    // A popover has no `onDismiss`: its content leaving the screen ends a dismissal.
                    presenter.modal(modal)
                        .presentationCompactAdaptation(modal.presentationStyle?.staysPopoverInCompactWidth == true ? .popover : .automatic)
                        .onDisappear { navigation.modalDismissed() }
                }
                .routedConfirmationDialog(of: navigation,
                                          isPresented: Bindable(navigation)[dynamicMember: \NavigationModel.[confirmationDialogAt: anchor]])
                .onAppear { navigation.anchorAppeared(anchor) }
                .onDisappear { navigation.anchorDisappeared(anchor) }
        } else {
            content
        }
    }
}

/// The stack a routed anchor belongs to: its model and how it draws a modal's stack.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RoutedPresenter {
    let navigation: NavigationModel
    let modal: @MainActor (NavigationModel) -> AnyView
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct RoutedPresenterKey: EnvironmentKey {
    static var defaultValue: RoutedPresenter? { nil }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
    /// The `RoutedNavigationStack` this view is in, `nil` outside one.
    var routedPresenter: RoutedPresenter? {
        get { self[RoutedPresenterKey.self] }
        set { self[RoutedPresenterKey.self] = newValue }
    }
}
#endif
