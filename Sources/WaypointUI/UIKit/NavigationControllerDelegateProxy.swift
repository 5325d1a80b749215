// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `NavigationControllerContainer` gives its navigation controller: it reports the
/// end of every transition (a back swipe shows as the screen that is left) and forwards each
/// delegate method to the app's delegate, answering as UIKit does without one when the app's
/// delegate has no such method.
@MainActor
final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate {
    /// The app's delegate.
    weak var forwardee: (any UINavigationControllerDelegate)?
    var userChanged: (() -> Void)?
    /// Told when a transition is about to begin (`willShow`).
    var transitionWillStart: (() -> Void)?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        forwardee?.navigationController?(navigationController, willShow: viewController, animated: animated)
        transitionWillStart?()
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        forwardee?.navigationController?(navigationController, didShow: viewController, animated: animated)
        userChanged?()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        forwardee?.navigationController?(navigationController, interactionControllerFor: animationController) ?? nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        forwardee?.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) ?? nil
    }
}
#endif
