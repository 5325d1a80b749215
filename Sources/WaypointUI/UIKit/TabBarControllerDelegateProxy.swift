// Compiled only where UIKit has tab bar controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate a `TabBarControllerContainer` gives its tab bar controller: it asks the user-change
/// guards before the user selects a tab (after the app's own `shouldSelect`; a tap on the selected
/// tab is answered by `TabBarRoutable.shouldSelectTab(at:)`, which keeps UIKit from popping the
/// tab's stack itself), reports the tabs the
/// user selects and forwards each delegate method it has to the app's delegate, answering as UIKit
/// does without one when the app's delegate has no such method (selection allowed, UIKit's own
/// transitions).
///
/// The orientation methods have no neutral answer (any mask replaces the controller's own): the
/// proxy has them only while the app's delegate does (`AnsweringProxy`).
@MainActor
final class TabBarControllerDelegateProxy: NSObject, UITabBarControllerDelegate, AnsweringProxy {
    /// The app's delegate.
    weak var forwardee: (any UITabBarControllerDelegate)?

    /// The orientation methods, which have no neutral answer.
    nonisolated static let gated: Set<String> = ["tabBarControllerSupportedInterfaceOrientations:",
                                                 "tabBarControllerPreferredInterfaceOrientationForPresentation:"]
    var appDelegate: AnyObject? { forwardee }

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        OptionalMethods.responds(self, to: aSelector, implemented: super.responds(to: aSelector))
    }
    #endif

    #if !os(tvOS) && !os(visionOS)
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        forwardee?.tabBarController?(tabBarController, willBeginCustomizing: viewControllers)
    }

    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {
        forwardee?.tabBarController?(tabBarController, willEndCustomizing: viewControllers, changed: changed)
    }
    #endif

    #if !os(tvOS)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        forwardee?.tabBarController?(tabBarController, didEndCustomizing: viewControllers, changed: changed)
    }
    #endif

    #if !os(tvOS) && !os(visionOS)
    /// Asked only while the app's delegate implements it: its answer.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        forwardee?.tabBarControllerSupportedInterfaceOrientations?(tabBarController) ?? .all
    }

    /// Asked only while the app's delegate implements it: its answer.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation {
        forwardee?.tabBarControllerPreferredInterfaceOrientationForPresentation?(tabBarController) ?? .portrait
    }
    #endif

    var userChanged: (() -> Void)?
    /// Asks the user-change guards whether the user may select the tab at an index (the selected
    /// one: a tap on it); `true` when they may.
    var shouldSelectTab: (Int) -> Bool = { _ in true }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        // The app's delegate first: a tab it refuses is refused without asking the guards.
        guard forwardee?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true else { return false }
        guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController }) else { return true }
        return shouldSelectTab(index)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        forwardee?.tabBarController?(tabBarController, didSelect: viewController)
        userChanged?()
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        guard forwardee?.tabBarController?(tabBarController, shouldSelectTab: tab) ?? true else { return false }
        guard let index = tabBarController.tabs.firstIndex(where: { $0 === tab }) else { return true }
        return shouldSelectTab(index)
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        forwardee?.tabBarController?(tabBarController, didSelectTab: selectedTab, previousTab: previousTab)
        userChanged?()
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        forwardee?.tabBarController?(tabBarController, interactionControllerFor: animationController) ?? nil
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        forwardee?.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC) ?? nil
    }
}
#endif
