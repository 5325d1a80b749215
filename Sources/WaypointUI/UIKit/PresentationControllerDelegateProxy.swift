// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `NavigationControllerContainer` gives the presentation controller of a modal it
/// presents: it reports a dismissal the user made (a sheet swiped down) and forwards each delegate
/// method it has to the app's delegate, answering as UIKit does without one when the app's
/// delegate has no such method (dismissal allowed). It has no `adaptivePresentationStyle(for:…)`:
/// no answer means "as without a delegate" there (`.none` means "do not adapt"), so UIKit adapts
/// the presentation as it does without a delegate.
@MainActor
final class PresentationControllerDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The app's delegate.
    weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?
    var userChanged: (() -> Void)?

    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        forwardee?.presentationController?(controller, viewControllerForAdaptivePresentationStyle: style) ?? nil
    }

    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        forwardee?.presentationController?(presentationController, willPresentWithAdaptiveStyle: style,
                                           transitionCoordinator: transitionCoordinator)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        forwardee?.presentationControllerShouldDismiss?(presentationController) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerWillDismiss?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerDidDismiss?(presentationController)
        userChanged?()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerDidAttemptToDismiss?(presentationController)
    }
}
#endif
