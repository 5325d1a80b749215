// What the guide's UIKit container block takes from the app: its view controllers, the data a
// user screen receives, its store and its window.
import UIKit
import Waypoint

struct UserProfile: Equatable, Sendable {
    let id: Int
}

final class HomeViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class LoginViewController: UIViewController {}

final class UserViewController: UIViewController {
    let userID: String
    private(set) var profile: UserProfile?

    init(id: String) {
        userID = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

extension UserViewController: @MainActor DataReceivable {
    func didReceiveData(_ data: UserProfile) { profile = data }
}

let store = Store(reducer: { (action: Action, state: NavigationState?) in
    NavigationReducer.handleAction(action, state: state)
}, state: NavigationState())

@MainActor let window = UIWindow()

/// The app's own navigation controller delegate (custom transitions, say).
final class HomeTransitions: NSObject, UINavigationControllerDelegate {}
