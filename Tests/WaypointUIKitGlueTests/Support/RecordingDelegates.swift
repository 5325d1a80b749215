@_spi(Fakes) import UIKit

/// What an app's delegate heard, in order.
@MainActor
final class DelegateRecord {
    var calls: [String] = []
}

/// An animation or interaction controller an app's delegate returns (custom transitions).
final class FakeAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {}

/// An app's navigation controller delegate with every method: records each call, and returns its
/// animator.
final class AppNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let record: DelegateRecord
    let animator = FakeAnimator()

    init(_ record: DelegateRecord) { self.record = record }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        record.calls.append("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        record.calls.append("didShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        record.calls.append("interactionController")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        record.calls.append("animationController \(operation) \(fromVC.title ?? "?") → \(toVC.title ?? "?")")
        return animator
    }
}

/// An app's navigation controller delegate with one method only.
final class AppDidShowOnlyDelegate: NSObject, UINavigationControllerDelegate {
    let record: DelegateRecord
    init(_ record: DelegateRecord) { self.record = record }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        record.calls.append("didShow \(viewController.title ?? "?")")
    }
}

/// An app's tab bar controller delegate with every method; `allows` answers
/// `tabBarController(_:shouldSelect:)`.
final class AppTabBarDelegate: NSObject, UITabBarControllerDelegate {
    let record: DelegateRecord
    var allows = true
    let animator = FakeAnimator()

    init(_ record: DelegateRecord) { self.record = record }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        record.calls.append("shouldSelect \(viewController.title ?? "?")")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        record.calls.append("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        record.calls.append("interactionController")
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        record.calls.append("animationController \(fromVC.title ?? "?") → \(toVC.title ?? "?")")
        return animator
    }
}

/// An app's presentation controller delegate with every method the glue's proxy has; `allows`
/// answers `presentationControllerShouldDismiss(_:)` (a "discard changes?" sheet says no).
final class AppPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let record: DelegateRecord
    var allows = true
    let replacement = UIViewController()

    init(_ record: DelegateRecord) { self.record = record }

    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        record.calls.append("viewControllerForAdaptivePresentationStyle \(style)")
        return replacement
    }

    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        record.calls.append("willPresentWithAdaptiveStyle \(style)")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        record.calls.append("shouldDismiss")
        return allows
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        record.calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        record.calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        record.calls.append("didAttemptToDismiss")
    }
}

/// An app's sheet delegate: a presentation controller delegate that also hears the user's detent
/// changes.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
final class AppSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    let record: DelegateRecord
    init(_ record: DelegateRecord) { self.record = record }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        record.calls.append("didChangeSelectedDetent \(sheetPresentationController.selectedDetentIdentifier.map(UISheetPresentationController.Detent.fakeName) ?? "nil")")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        record.calls.append("didDismiss")
    }
}

/// What UIKit gives a custom detent's resolver: the height of the large detent.
@available(iOS 16.0, *)
@available(tvOS, unavailable)
final class FakeDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
}

/// UIKit's own delegate of a navigation controller's edge swipe (a private object UIKit sets, which
/// the stand-in cannot declare): the swipe begins only above the root and when no transition is in
/// flight. `GlueApp` sets it on every navigation controller before its container is made.
final class UIKitOwnPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    /// Sets a new one as `navigationController`'s edge swipe delegate; the caller keeps it (the
    /// delegate is weak, as UIKit's).
    static func install(on navigationController: UINavigationController) -> UIKitOwnPopGestureDelegate {
        let own = UIKitOwnPopGestureDelegate()
        own.navigationController = navigationController
        navigationController.interactivePopGestureRecognizer?.delegate = own
        return own
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.fakePopGestureCanBegin ?? false
    }
}

/// An app's presentation controller delegate that answers the adaptive style with the traits
/// (`answer`, the standard recipe for a popover that stays one on iPhone is `.none`) and says so
/// to `respondsToSelector:`.
@MainActor
final class AppAdaptiveStyleDelegate: NSObject, UIAdaptivePresentationControllerDelegate, FakeRespondsToSelector {
    let record: DelegateRecord
    var answer: UIModalPresentationStyle

    init(_ record: DelegateRecord, answer: UIModalPresentationStyle) {
        self.record = record
        self.answer = answer
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle {
        record.calls.append("adaptiveStyle \(traitCollection.horizontalSizeClass) → \(answer)")
        return answer
    }

    func fakeResponds(to selector: String) -> Bool {
        selector == "adaptivePresentationStyleForPresentationController:traitCollection:"
    }
}

/// An app's presentation controller delegate with only the iOS 8.0 adaptive style method (asked
/// for compact width only), answering `answer`.
@MainActor
final class AppCompactStyleDelegate: NSObject, UIAdaptivePresentationControllerDelegate, FakeRespondsToSelector {
    let record: DelegateRecord
    let answer: UIModalPresentationStyle

    init(_ record: DelegateRecord, answer: UIModalPresentationStyle) {
        self.record = record
        self.answer = answer
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        record.calls.append("adaptiveStyle → \(answer)")
        return answer
    }

    func fakeResponds(to selector: String) -> Bool {
        selector == "adaptivePresentationStyleForPresentationController:"
    }
}

/// An app's navigation and tab bar controller delegate that keeps its screens in portrait (the
/// orientation methods, which UIKit asks only of a delegate that has them) and says so to
/// `respondsToSelector:`.
@MainActor
final class AppPortraitDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate, FakeRespondsToSelector {
    let record: DelegateRecord
    init(_ record: DelegateRecord) { self.record = record }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        record.calls.append("supported \(navigationController.title ?? "?")")
        return .portrait
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        record.calls.append("preferred \(navigationController.title ?? "?")")
        return .portraitUpsideDown
    }

    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        record.calls.append("willBeginCustomizing \(viewControllers.count)")
    }

    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        record.calls.append("willEndCustomizing \(viewControllers.count) changed \(changed)")
    }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        record.calls.append("didEndCustomizing \(viewControllers.count) changed \(changed)")
    }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        record.calls.append("supported \(tabBarController.title ?? "?")")
        return .portrait
    }

    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation {
        record.calls.append("preferred \(tabBarController.title ?? "?")")
        return .portraitUpsideDown
    }

    func fakeResponds(to selector: String) -> Bool {
        selector.hasSuffix("InterfaceOrientations:") || selector.hasSuffix("InterfaceOrientationForPresentation:")
    }
}

/// UIKit's own edge swipe delegate as an app might replace it, answering whether the gesture
/// receives presses and events: records each question.
@MainActor
final class AppPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    let record: DelegateRecord
    init(_ record: DelegateRecord) { self.record = record }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        record.calls.append("shouldReceive press")
        return false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        record.calls.append("shouldReceive event")
        return false
    }
}
