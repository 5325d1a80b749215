// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Every view controller presents modals. `presentedModal` is `presentedViewController`, which
/// UIKit also reports for a modal presented by an ancestor (a tab bar controller presenting over
/// its tabs): one modal covers them all.
///
/// The conformance is isolated to the main actor (`@MainActor ModalPresenter`, Swift 6.2): form it
/// on the main actor and run the router on `MainScheduler`. With Swift 6.0 and 6.1 it is
/// `@preconcurrency ModalPresenter`, which checks at run time that each call arrives on the main
/// actor.
#if compiler(>=6.2)
extension UIViewController: @MainActor ModalPresenter {}
#else
extension UIViewController: @preconcurrency ModalPresenter {}
#endif

extension UIViewController {
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
