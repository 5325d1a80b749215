// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The dialog a `NavigationControllerContainer` shows, as a `UIAlertController` it presents: an
/// alert, or an action sheet for a confirmation dialog (a popover in regular width, pointing
/// from the dialog's anchor). It answers once — the tapped button, or for a tap outside the
/// popover the cancel button's answer — after the alert's dismissal ended, so that the next
/// presentation can start; a dismissal the router makes is no answer.
@MainActor
final class AlertPresentation: NSObject, UIAdaptivePresentationControllerDelegate {
    private weak var alert: UIAlertController?
    private var dialog: Dialog?
    /// Set while the dialog waits for its answer.
    private var answer: ((DialogButton?) -> Void)?

    /// The dialog `presenter` shows now: presented by it and not answered yet.
    func shown(by presenter: UIViewController) -> Dialog? {
        guard let alert, answer != nil, presenter.presentedViewController === alert else { return nil }
        return dialog
    }

    /// Presents `dialog` over `presenter`; a confirmation dialog shown as a popover points from
    /// what `source` gives for its anchor, or from the presenter's view.
    func present(_ dialog: Dialog, over presenter: UIViewController, source: ((PresentationAnchor) -> (view: UIView, rect: CGRect)?)?,
                 animated: Bool, answer: @escaping (DialogButton?) -> Void, completion: @escaping ContainerCompletion) {
        let style: UIAlertController.Style = dialog.style == .alert ? .alert : .actionSheet
        let title = dialog.style == .alert || dialog.showsTitle ? dialog.title : nil
        let alert = UIAlertController(title: title, message: dialog.message, preferredStyle: style)
        for button in dialog.shownButtons {
            alert.addAction(UIAlertAction(title: button.title, style: Self.style(of: button.role)) { [weak self] _ in
                self?.answered(button)
            })
        }
        #if !os(tvOS)
        if let popover = alert.popoverPresentationController {
            if let anchor = dialog.anchor, let resolved = source?(anchor) {
                popover.sourceView = resolved.view
                popover.sourceRect = resolved.rect
            } else if let view = presenter.view {
                popover.sourceView = view
                popover.sourceRect = view.bounds
            }
        }
        #endif
        // A tap outside an action sheet's popover dismisses it, with no action when it has no
        // cancel button.
        alert.presentationController?.delegate = self
        self.alert = alert
        self.dialog = dialog
        self.answer = answer
        presenter.present(alert, animated: animated, completion: completion)
    }

    /// Closes the dialog without an answer.
    func dismiss(from presenter: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        answer = nil
        presenter.dismiss(animated: animated, completion: completion)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        answered(dialog?.cancelButton)
    }

    /// Answers once, when the alert's dismissal has ended.
    private func answered(_ button: DialogButton?) {
        guard let answer else { return }
        self.answer = nil
        guard let coordinator = alert?.transitionCoordinator else { return answer(button) }
        coordinator.animate(alongsideTransition: nil) { _ in answer(button) }
    }

    private static func style(of role: DialogButton.Role) -> UIAlertAction.Style {
        switch role {
        case .default: return .default
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
#endif
