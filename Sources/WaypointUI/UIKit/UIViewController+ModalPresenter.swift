// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Every view controller presents modals. `presentedModal` is `presentedViewController`, which
/// UIKit also reports for a modal presented by an ancestor (a tab bar controller presenting over
/// its tabs): one modal covers them all.
extension UIViewController: @preconcurrency ModalPresenter {
    /// `presentedViewController`.
    public var presentedModal: UIViewController? { presentedViewController }

    /// `present(_:animated:completion:)`, as a sheet (`.automatic`) or `.fullScreen`; the
    /// style is set here only when `modal` does not have it yet (set it when building the modal,
    /// before its presentation controller is read: see `UserNavigationObserver.modalStack`).
    public func presentModal(_ modal: UIViewController, style: ModalStyle, animated: Bool, completion: @escaping ContainerCompletion) {
        let wanted: UIModalPresentationStyle = style == .fullScreen ? .fullScreen : .automatic
        if modal.modalPresentationStyle != wanted { modal.modalPresentationStyle = wanted }
        present(modal, animated: animated, completion: completion)
    }

    /// `dismiss(animated:completion:)`.
    public func dismissModal(animated: Bool, completion: @escaping ContainerCompletion) {
        dismiss(animated: animated, completion: completion)
    }
}
#endif
