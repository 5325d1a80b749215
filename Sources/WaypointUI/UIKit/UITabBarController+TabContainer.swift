// Compiled only where UIKit has tab bar controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A tab bar controller is a tab container. Selecting a tab is not animated by UIKit: it
/// completes at once.
///
/// The conformance is isolated to the main actor (`@MainActor TabContainer`, Swift 6.2): form it
/// on the main actor and run the router on `MainScheduler`. With Swift 6.0 and 6.1 it is
/// `@preconcurrency TabContainer`, which checks at run time that each call arrives on the main
/// actor.
#if compiler(>=6.2)
extension UITabBarController: @MainActor TabContainer {}
#else
extension UITabBarController: @preconcurrency TabContainer {}
#endif

extension UITabBarController {
    /// `selectedIndex`.
    public var selectedTabIndex: Int { selectedIndex }

    /// Sets `selectedIndex`.
    public func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        selectedIndex = index
        completion()
    }
}
#endif
