// An app's UIKit subclasses with helpers of their own, named as apps name them (`screens`,
// `pushScreen`, `setScreens`, `presentedModal`, `presentModal`, `dismissModal`,
// `selectedTabIndex`, `selectTab(at:animated:completion:)`). WaypointUI must not add members to
// UIKit's classes that such names collide with (issue 26, defect 5: this file failed with
// "declared in extension of 'UIViewController' and cannot be overridden" until the glue conformed
// through wrapper types).
import UIKit
import Waypoint

/// An app's own navigation controller with helpers of its own, named as apps name them.
final class AppNavigationController: UINavigationController {
    /// The app's own record of its screens.
    var screens: [String] = []

    /// The app's own push helper.
    func pushScreen(_ screen: UIViewController, animated: Bool, completion: @escaping () -> Void) {
        pushViewController(screen, animated: animated)
        completion()
    }

    /// The app's own replace-all helper.
    func setScreens(_ screens: [UIViewController], animated: Bool, completion: @escaping () -> Void) {
        setViewControllers(screens, animated: animated)
        completion()
    }
}

/// An app's own base view controller with modal helpers.
class AppViewController: UIViewController {
    var presentedModal: UIViewController? { presentedViewController }

    func presentModal(_ modal: UIViewController, animated: Bool) {
        present(modal, animated: animated)
    }

    func dismissModal(animated: Bool, completion: @escaping () -> Void) {
        dismiss(animated: animated, completion: completion)
    }
}

/// An app's own tab bar controller.
final class AppTabBarController: UITabBarController {
    var selectedTabIndex: Int { selectedIndex }

    func selectTab(at index: Int, animated: Bool, completion: @escaping () -> Void) {
        selectedIndex = index
        completion()
    }
}
