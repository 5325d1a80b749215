// Compiled only where UIKit has navigation controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A navigation controller is a stack container: its view controllers are the screens. Each
/// change completes when the navigation controller's transition ended (at once when not
/// animated). Run the router on `MainScheduler`: UIKit is called on the main thread only.
///
/// The conformance is isolated to the main actor (`@MainActor StackContainer`, Swift 6.2): form it
/// on the main actor and run the router on `MainScheduler`. With Swift 6.0 and 6.1 it is
/// `@preconcurrency StackContainer`, which checks at run time that each call arrives on the main
/// actor.
#if compiler(>=6.2)
extension UINavigationController: @MainActor StackContainer {}
#else
extension UINavigationController: @preconcurrency StackContainer {}
#endif

extension UINavigationController {
    /// `viewControllers`.
    public var screens: [UIViewController] { viewControllers }

    /// `pushViewController(_:animated:)`.
    public func pushScreen(_ screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        pushViewController(screen, animated: animated)
        whenTransitionEnds(animated, completion)
    }

    /// `popToViewController(_:animated:)`.
    public func popToScreen(_ screen: UIViewController, animated: Bool, completion: @escaping ContainerCompletion) {
        popToViewController(screen, animated: animated)
        whenTransitionEnds(animated, completion)
    }

    /// `setViewControllers(_:animated:)`.
    public func setScreens(_ screens: [UIViewController], animated: Bool, completion: @escaping ContainerCompletion) {
        setViewControllers(screens, animated: animated)
        whenTransitionEnds(animated, completion)
    }

    /// Calls `completion` when the transition the last call started has ended.
    private func whenTransitionEnds(_ animated: Bool, _ completion: @escaping ContainerCompletion) {
        guard animated, let coordinator = transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}
#endif
