// Compiled only where UIKit has split view controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `SplitViewControllerContainer` gives its split view controller: it reports a
/// collapse and an expansion, and forwards each delegate method it has to the app's delegate,
/// answering as UIKit does without one when the app's delegate has no such method (the proposed
/// top column).
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class SplitViewControllerDelegateProxy: NSObject, UISplitViewControllerDelegate {
    /// The app's delegate.
    weak var forwardee: (any UISplitViewControllerDelegate)?
    var userChanged: (() -> Void)?

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
