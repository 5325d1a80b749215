// Compiled only where SwiftUI exists (Apple platforms).
#if canImport(SwiftUI) && canImport(Observation)
import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// The alert or confirmation dialog `navigation` shows over this stack (`presentedDialog`),
    /// bound to `isShowingAlert` / `isShowingConfirmationDialog`, each button answering through
    /// `answerDialog(_:)` (a confirmation dialog whose anchor a view declares is that view's).
    func routedDialogs(of navigation: NavigationModel) -> some View {
        let bindings = Bindable(navigation)
        let dialog = navigation.presentedDialog
        return alert(dialog?.title ?? "", isPresented: bindings.isShowingAlert) {
            DialogContent.buttons(of: dialog, answering: navigation)
        } message: {
            DialogContent.message(of: dialog)
        }
        .routedConfirmationDialog(of: navigation, isPresented: bindings.isShowingConfirmationDialog)
    }

    /// The confirmation dialog `navigation` shows, on this view, while `isPresented` says so.
    func routedConfirmationDialog(of navigation: NavigationModel, isPresented: Binding<Bool>) -> some View {
        let dialog = navigation.presentedDialog
        return confirmationDialog(dialog?.title ?? "", isPresented: isPresented,
                                  titleVisibility: dialog?.showsTitle == false ? .hidden : .visible) {
            DialogContent.buttons(of: dialog, answering: navigation)
        } message: {
            DialogContent.message(of: dialog)
        }
    }
}

/// What a dialog shows in SwiftUI: its buttons and its message.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private enum DialogContent {
    /// A dialog's buttons, each answering `navigation` with itself.
    @ViewBuilder
    static func buttons(of dialog: Dialog?, answering navigation: NavigationModel) -> some View {
        ForEach(dialog?.shownButtons ?? [], id: \.self) { button in
            Button(button.title, role: role(of: button.role)) { navigation.answerDialog(button) }
        }
    }

    /// A dialog's message, when it has one.
    @ViewBuilder
    static func message(of dialog: Dialog?) -> some View {
        if let message = dialog?.message { Text(message) }
    }

    static func role(of role: DialogButton.Role) -> ButtonRole? {
        switch role {
        case .default: return nil
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
#endif
