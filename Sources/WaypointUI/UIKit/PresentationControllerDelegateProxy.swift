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
/// delegate has no such method (dismissal allowed).
///
/// The adaptive styles (`adaptivePresentationStyle(for:traitCollection:)`, `…(for:)`) have no
/// neutral answer (`.none` means "do not adapt"): the proxy has each only while it has an answer
/// (`AnsweringProxy`) — the app's delegate implements it, or (with the traits) the popover stays
/// a popover in compact width. The app's delegate's answer wins over the style's.
@MainActor
final class PresentationControllerDelegateProxy: NSObject, UIAdaptivePresentationControllerDelegate, AnsweringProxy {
    /// The app's delegate.
    weak var forwardee: (any UIAdaptivePresentationControllerDelegate)?
    /// The modal is a popover that stays a popover in compact width
    /// (`ModalStyle.staysPopoverInCompactWidth`).
    var staysPopoverInCompactWidth = false

    /// The Objective-C names of the adaptive style methods.
    nonisolated static let adaptiveStyleWithTraits = "adaptivePresentationStyleForPresentationController:traitCollection:"
    nonisolated static let adaptiveStyle = "adaptivePresentationStyleForPresentationController:"
    nonisolated static let gated: Set<String> = [adaptiveStyleWithTraits, adaptiveStyle]
    var appDelegate: AnyObject? { forwardee }

    /// The adaptive style with the traits also while the popover stays one in compact width.
    func answers(_ selector: String) -> Bool {
        guard selector == Self.adaptiveStyleWithTraits, staysPopoverInCompactWidth else {
            return !Self.gated.contains(selector) || OptionalMethods.isImplemented(selector, by: forwardee)
        }
        return true
    }

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        OptionalMethods.responds(self, to: aSelector, implemented: super.responds(to: aSelector))
    }
    #endif

    /// Asked only while `answers(_:)` says so: the app's delegate's answer; else (a popover that
    /// stays one) the app's delegate's answer without the traits in compact width, as UIKit asks
    /// it there, or `.none`: no adaptation.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle {
        if let style = forwardee?.adaptivePresentationStyle?(for: controller, traitCollection: traitCollection) { return style }
        if traitCollection.horizontalSizeClass == .compact,
           OptionalMethods.isImplemented(Self.adaptiveStyle, by: forwardee),
           let style = forwardee?.adaptivePresentationStyle?(for: controller) {
            return style
        }
        return .none
    }

    /// Asked only while the app's delegate implements it (and not the method with the traits):
    /// its answer.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        forwardee?.adaptivePresentationStyle?(for: controller) ?? .none
    }
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
