// Compiled only where UIKit has tab bar controllers (iOS, iPadOS, Mac Catalyst, tvOS, visionOS).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A tab bar controller is a tab container. Selecting a tab is not animated by UIKit: it
/// completes at once.
extension UITabBarController: @preconcurrency TabContainer {
    /// `selectedIndex`.
    public var selectedTabIndex: Int { selectedIndex }

    /// Sets `selectedIndex`.
    public func selectTab(at index: Int, animated: Bool, completion: @escaping ContainerCompletion) {
        selectedIndex = index
        completion()
    }
}
#endif
