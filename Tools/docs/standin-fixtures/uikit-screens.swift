// What the guide's "UIKit view controllers on the main actor" block takes from the app: its state
// and store, its errors, the screens `ScreenViewController.make` builds, and the tab bar
// controller that is the root routable.
import UIKit
import Waypoint

struct AppState: HasNavigationState {
    var navigationState = NavigationState()
}

enum AppError: Error {
    case unknownScreen(RouteElementIdentifier)
    case notInANavigationController
}

let store = Store(reducer: { (action: Action, state: AppState?) -> AppState in
    var state = state ?? AppState()
    state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
    return state
}, state: AppState())

final class SettingsViewController: ScreenViewController {}

final class UserViewController: ScreenViewController {
    let userID: String

    init(id: String) {
        userID = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// The root: segment 0 selects a tab and hands over that tab's root screen.
final class AppTabBarController: UITabBarController, @MainActor Routable {
    func pushRouteSegment(_ segment: RouteElementIdentifier, animated: Bool, context: RoutingContext,
                          completionHandler: @escaping RoutingCompletionHandler) throws -> Routable {
        selectedIndex = segment == "home" ? 0 : 1
        completionHandler()
        guard let stack = selectedViewController as? UINavigationController,
              let root = stack.viewControllers.first as? ScreenViewController else { throw AppError.unknownScreen(segment) }
        return root
    }
}

@MainActor let tabBarController = AppTabBarController()
