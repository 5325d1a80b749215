// Compiled only where UIKit has split view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `SplitViewControllerContainer` gives its split view controller: it reports a
/// collapse and an expansion, and forwards every delegate method to the app's delegate, answering
/// as UIKit documents for a delegate without it when the app's delegate has no such method (the
/// proposed top column and display mode, `.automatic` for the target display mode, `false` for
/// "handled it", `nil` for "use the default view controller").
///
/// The orientation methods have no neutral answer (any mask replaces the controller's own): the
/// proxy has them only while the app's delegate does (`AnsweringProxy`). Not forwarded: the
/// methods deprecated in iOS 8 that take a `UIPopoverController`.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class SplitViewControllerDelegateProxy: NSObject, UISplitViewControllerDelegate, AnsweringProxy {
    /// The app's delegate.
    weak var forwardee: (any UISplitViewControllerDelegate)?
    var userChanged: (() -> Void)?

    /// The orientation methods, which have no neutral answer.
    nonisolated static let gated: Set<String> = ["splitViewControllerSupportedInterfaceOrientations:",
                                                 "splitViewControllerPreferredInterfaceOrientationForPresentation:"]
    var appDelegate: AnyObject? { forwardee }

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        OptionalMethods.responds(self, to: aSelector, implemented: super.responds(to: aSelector))
    }
    #endif

    #if !os(tvOS)
    /// Asked only while the app's delegate implements it: its answer.
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask {
        forwardee?.splitViewControllerSupportedInterfaceOrientations?(splitViewController) ?? .all
    }

    /// Asked only while the app's delegate implements it: its answer.
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation {
        forwardee?.splitViewControllerPreferredInterfaceOrientationForPresentation?(splitViewController) ?? .portrait
    }
    #endif

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        forwardee?.splitViewController?(svc, willChangeTo: displayMode)
    }

    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        forwardee?.targetDisplayModeForAction?(in: svc) ?? .automatic
    }

    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        forwardee?.splitViewController?(splitViewController, show: vc, sender: sender) ?? false
    }

    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        forwardee?.splitViewController?(splitViewController, showDetail: vc, sender: sender) ?? false
    }

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        forwardee?.primaryViewController?(forCollapsing: splitViewController) ?? nil
    }

    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        forwardee?.primaryViewController?(forExpanding: splitViewController) ?? nil
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        forwardee?.splitViewController?(splitViewController, collapseSecondary: secondaryViewController, onto: primaryViewController) ?? false
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        forwardee?.splitViewController?(splitViewController, separateSecondaryFrom: primaryViewController) ?? nil
    }

    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        forwardee?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode) ?? proposedDisplayMode
    }

    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {
        forwardee?.splitViewControllerInteractivePresentationGestureWillBegin?(svc)
    }

    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {
        forwardee?.splitViewControllerInteractivePresentationGestureDidEnd?(svc)
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        forwardee?.splitViewController?(svc, topColumnForCollapsingToProposedTopColumn: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        forwardee?.splitViewControllerDidCollapse?(svc)
        userChanged?()
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        forwardee?.splitViewControllerDidExpand?(svc)
        userChanged?()
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        forwardee?.splitViewController?(svc, willShow: column)
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        forwardee?.splitViewController?(svc, willHide: column)
    }
}
#endif
