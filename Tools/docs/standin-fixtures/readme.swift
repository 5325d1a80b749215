// What the README's UIKit and SwiftUI blocks take from the app: its state and store, its view
// controllers, its views and its window.
import SwiftUI
import Waypoint

enum Screen: RouteSegment {
    case home
    case user(id: Int)
    case login
}

struct AppState: HasTypedRoute {
    typealias Segment = Screen
    var navigationState = NavigationState()
}

let store = Store(reducer: { (action: Action, state: AppState?) -> AppState in
    var state = state ?? AppState()
    state.navigationState = NavigationReducer.handleAction(action, state: state.navigationState)
    return state
}, state: AppState())

@MainActor let window = UIWindow()

final class HomeViewController: UIViewController {}
final class LoginViewController: UIViewController {}

final class UserViewController: UIViewController {
    let userID: Int

    init(id: Int) {
        userID = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}

struct LoginView: View {
    var body: some View { Text("Sign in") }
}

struct UserView: View {
    let id: Int
    var body: some View { Text("User \(id)") }
}
