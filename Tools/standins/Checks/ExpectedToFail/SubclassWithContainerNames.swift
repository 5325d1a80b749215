// EXPECTED TO FAIL until issue 26, defect 5 is fixed: WaypointUI adds public members to UIKit's
// root classes (`screens`, `pushScreen`, `setScreens`, `presentedModal`, `presentModal`,
// `dismissModal`, `selectedTabIndex`, `selectTab(at:animated:completion:)`), so an app's subclass
// that declares members of those common names does not compile ("declared in extension of
// 'UIViewController' and cannot be overridden", "cannot override a property with type …").
// check-adopters.py requires this file to fail; once the glue conforms through wrapper types or
// namespaced names it compiles, the script says so, and the file moves to Checks/.
// EXPECT: is declared in extension of 'UIViewController' and cannot be overridden
// EXPECT: is declared in extension of 'UINavigationController' and cannot be overridden
// EXPECT: cannot override a property with type '[UIViewController]'
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
