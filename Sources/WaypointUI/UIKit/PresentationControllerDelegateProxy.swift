// Compiled only where UIKit has view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit
import WaypointRouter

/// The delegate a `NavigationControllerContainer` gives the presentation controller of a modal it
/// presents: it asks the user-change guards before the user dismisses it (after the app's own
/// `presentationControllerShouldDismiss(_:)`: a refusal makes UIKit call the app's
/// `presentationControllerDidAttemptToDismiss(_:)`), reports a dismissal the user made (a sheet
/// swiped down) and forwards each delegate
/// method it has to the app's delegate, answering as UIKit does without one when the app's
/// delegate has no such method (dismissal allowed). It has no `adaptivePresentationStyle(for:…)`:
/// no answer means "as without a delegate" there (`.none` means "do not adapt"), so UIKit adapts
/// the presentation as it does without a delegate.
@MainActor
final class PresentationControllerDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate {
    /// The app's delegate.
    weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?
    var userChanged: (() -> Void)?
    /// Told about the detent a user dragged a sheet to.
    var detentChanged: ((SheetDetent.Identifier) -> Void)?
    /// Asks the user-change guards whether the user may dismiss the modal; `true` when it may.
    var shouldDismiss: () -> Bool = { true }
    /// Told when the dismissal begins (a swipe-down the user may still cancel).
    var willDismiss: (() -> Void)?

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
        // The app's delegate first: a sheet it keeps stays without asking the guards.
        guard forwardee?.presentationControllerShouldDismiss?(presentationController) ?? true else { return false }
        return shouldDismiss()
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerWillDismiss?(presentationController)
        willDismiss?()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerDidDismiss?(presentationController)
        userChanged?()
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        forwardee?.presentationControllerDidAttemptToDismiss?(presentationController)
    }
}
#if !os(tvOS)
/// A sheet's detents: the user's drag to another one is reported, and the method forwarded to the
/// app's delegate when it is a sheet delegate.
@available(iOS 15.0, *)
extension PresentationControllerDelegateProxy: UISheetPresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        (forwardee as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheetPresentationController)
        if let identifier = sheetPresentationController.selectedDetentIdentifier {
            detentChanged?(SheetDetents.identifier(identifier))
        }
    }
}
#endif
#endif
