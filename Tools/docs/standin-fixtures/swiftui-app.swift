// What the guide's SwiftUI blocks take from the app: its views and its store.
import SwiftUI
import Waypoint

struct HomeView: View {
    var router: Router<NavigationState>? = nil
    var body: some View { Text("Home") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct UserView: View {
    let id: String
    var body: some View { Text(id) }
}

struct DetailView: View {
    let destination: NavigationDestination
    var body: some View { Text(destination.segment) }
}

let store = Store(reducer: { (action: Action, state: NavigationState?) in
    NavigationReducer.handleAction(action, state: state)
}, state: NavigationState())
