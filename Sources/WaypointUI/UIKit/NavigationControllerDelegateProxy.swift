// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `NavigationControllerContainer` gives its navigation controller: it reports the
/// end of every transition (a back swipe shows as the screen that is left) and forwards each
/// delegate method to the app's delegate, answering as UIKit does without one when the app's
/// delegate has no such method.
///
/// The orientation methods have no neutral answer (any mask replaces the controller's own): the
/// proxy has them only while the app's delegate does (`AnsweringProxy`).
@MainActor
final class NavigationControllerDelegateProxy: NSObject, UINavigationControllerDelegate, AnsweringProxy {
    /// The app's delegate.
    weak var forwardee: (any UINavigationControllerDelegate)?

    /// The orientation methods, which have no neutral answer.
    nonisolated static let gated: Set<String> = ["navigationControllerSupportedInterfaceOrientations:",
                                                 "navigationControllerPreferredInterfaceOrientationForPresentation:"]
    var appDelegate: AnyObject? { forwardee }

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        OptionalMethods.responds(self, to: aSelector, implemented: super.responds(to: aSelector))
    }
    #endif

    #if !os(tvOS)
    /// Asked only while the app's delegate implements it: its answer.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        forwardee?.navigationControllerSupportedInterfaceOrientations?(navigationController) ?? .all
    }

    /// Asked only while the app's delegate implements it: its answer.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        forwardee?.navigationControllerPreferredInterfaceOrientationForPresentation?(navigationController) ?? .portrait
    }
    #endif

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
