// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// How the UIKit containers of one tree ask their root routable about a change the user is about
/// to make, and tell it about a gesture going on: set by the root routable's UIKit initializer,
/// shared by the tree's containers (modal ones included). Each hook answers as if nothing guarded
/// the change once the routable is gone.
@MainActor
final class UserChangeHooks {
    /// May the user go back one screen on this stack?
    var shouldPop: (NavigationControllerContainer) -> Bool = { _ in true }
    /// May the user dismiss this modal stack?
    var shouldDismiss: (NavigationControllerContainer) -> Bool = { _ in true }
    /// May the user select the tab at this index (the selected one: a tap on it)?
    var shouldSelectTab: (Int) -> Bool = { _ in true }
    /// The user began a gesture: hold the router's steps.
    var gestureBegan: () -> Void = {}
    /// The gesture ended (after what it changed was reported).
    var gestureEnded: () -> Void = {}

    init() {}

    /// Hooks asking `routable`, the root of a tree of navigation controllers.
    convenience init<Routable: AnyObject & UserChangeAsking>(asking routable: Routable) where Routable.Stack == NavigationControllerContainer {
        self.init()
        shouldPop = { [weak routable] stack in routable?.shouldPop(stack) ?? true }
        shouldDismiss = { [weak routable] modal in routable?.shouldDismiss(modal) ?? true }
        gestureBegan = { [weak routable] in routable?.userGestureBegan() }
        gestureEnded = { [weak routable] in routable?.userGestureEnded() }
    }

    /// Holds the router's steps while `coordinator`'s interactive transition lasts: when it ended,
    /// finished or cancelled, `changed` reports what it changed (nothing, when cancelled), then
    /// the hold ends.
    func hold(during coordinator: (any UIViewControllerTransitionCoordinator)?, changed: @escaping () -> Void) {
        guard let coordinator else { return }
        gestureBegan()
        let ended = gestureEnded
        coordinator.animate(alongsideTransition: nil) { _ in
            changed()
            ended()
        }
    }
}
#endif
