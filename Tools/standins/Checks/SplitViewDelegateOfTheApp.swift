// An app's split view controller delegate beside Waypoint's split container: the app keeps its
// own delegate (on the container, which forwards to it) and implements the optional methods it
// needs, with UIKit's labels; a view controller of the app shows the compact stack's root.
import UIKit
import Waypoint

/// The app's own delegate: which column is on top when the split view collapses, and when it did.
@MainActor
final class MailSplitDelegate: NSObject, UISplitViewControllerDelegate {
    var collapses = 0

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        collapses += 1
    }
}

final class MailboxesViewController: UIViewController {}

@MainActor
func makeMailSplit(store: Store<NavigationState>, delegate: MailSplitDelegate) -> Router<NavigationState> {
    let controller = UISplitViewController(style: .doubleColumn)
    controller.setViewController(MailboxesViewController(), for: .primary)
    let split = SplitViewControllerContainer(controller, compactRoot: MailboxesViewController()) { _ in UIViewController() }
    split.delegate = delegate
    let screens = ScreenFactory<UIViewController>()
    screens.register(matching: { _ in true }) { _ in UIViewController() }
    return Router(store: store, rootRoutable: SplitRoutable(split: split, screens: screens), scheduler: MainScheduler.instance) {
        (state: NavigationState) in state
    }
}
