// Compiled only where UIKit has navigation and tab bar controllers (iOS, iPadOS, Mac Catalyst,
// tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate that tells a container routable when the user changed its containers: a back
/// button or edge swipe (`navigationController(_:didShow:animated:)`), a tab tap
/// (`tabBarController(_:didSelect:)`), a modal swiped down (`presentationControllerDidDismiss(_:)`).
/// Each calls `containersDidChange`, which compares the containers with the route and reports
/// only what the router did not do itself.
///
/// UIKit holds delegates weakly: keep the observer alive as long as the containers.
@MainActor
public final class UserNavigationObserver: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate {
    /// Called on each delegate callback: set it to a root routable's `containersDidChange()`.
    public var containersDidChange: () -> Void

    /// An observer that calls `containersDidChange` (a root routable's `containersDidChange()`).
    public init(_ containersDidChange: @escaping () -> Void = {}) {
        self.containersDidChange = containersDidChange
    }

    /// Becomes the delegate of `navigationController` and of its presentation (when it is
    /// presented as a modal).
    public func observe(_ navigationController: UINavigationController) {
        navigationController.delegate = self
        navigationController.presentationController?.delegate = self
    }

    /// A navigation controller around `root`, to present as a modal in `style`, observed by this
    /// observer: use it as a container routable's `makeModalStack`.
    public func modalStack(root: UIViewController, style: ModalStyle) -> UINavigationController {
        let stack = UINavigationController(rootViewController: root)
        stack.modalPresentationStyle = style == .fullScreen ? .fullScreen : .automatic
        observe(stack)
        return stack
    }

    /// Becomes the delegate of `tabBarController`.
    public func observe(_ tabBarController: UITabBarController) {
        tabBarController.delegate = self
    }

    /// A navigation controller finished showing a screen: maybe the user went back.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        containersDidChange()
    }

    /// The user selected a tab.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        containersDidChange()
    }

    /// The user dismissed a modal (UIKit calls this only for dismissals the user made).
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        containersDidChange()
    }
}
#endif
