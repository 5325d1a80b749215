import ExampleNavigation
import Foundation
import SwiftUI
import Waypoint

/// The root screen of a tab.
struct TabRootView: View {
    let tab: Screen
    let app: AppModel

    var body: some View {
        if tab == .feed {
            FeedView(app: app)
        } else {
            ProfileView(app: app)
        }
    }
}

/// A screen drawn from its case: a `switch`, so a new case does not build until it has a view.
struct ScreenView: View {
    let screen: Screen
    let app: AppModel

    /// The navigation title of `screen`.
    static func title(of screen: Screen) -> String {
        switch screen {
        case .feed: return "Feed"
        case .profile: return "Profile"
        case .post(let id): return Post.withID(id)?.title ?? "Post \(id)"
        case .settings: return "Settings"
        case .login: return "Sign in"
        }
    }

    var body: some View {
        switch screen {
        case .feed, .profile:
            TabRootView(tab: screen, app: app)
        case .login:
            LoginView(app: app)
        case .settings:
            Form {
                Text("Settings")
                Button("Sign out") { app.signOut() }
            }
            .navigationTitle("Settings")
        case .post(let id):
            if let post = Post.withID(id) {
                VStack(alignment: .leading, spacing: 12) {
                    Text(post.title).font(.title)
                    Text(post.body)
                    Spacer()
                }
                .padding()
                .navigationTitle("Post \(post.id)")
            } else {
                Text("No post numbered \(id)")
            }
        }
    }
}

/// The feed: each post opens its case through the router.
struct FeedView: View {
    let app: AppModel

    var body: some View {
        List(Post.feed) { post in
            if app.variant == .swiftUI {
                // Inside a TypedNavigationStack: the tap asks the router, which pushes the post.
                NavigationLink(post.title, value: Screen.post(id: post.id))
            } else {
                // The UIKit variant has no SwiftUI NavigationStack around it: navigate directly.
                Button(post.title) { app.navigate(to: [.feed, .post(id: post.id)]) }
            }
        }
        .navigationTitle("Feed")
    }
}

/// The profile: settings, the login sheet, and links to try.
struct ProfileView: View {
    let app: AppModel

    var body: some View {
        List {
            Section("Account") {
                Text(app.signedInUser.map { "Signed in as \($0)" } ?? "Signed out")
                Button("Settings") { app.navigate(to: [.profile, .settings]) }
                Button("Sign in…") { app.showLogin() }
            }
            Section("Links") {
                ForEach(["waypoint-example://feed/post/42", "waypoint-example://profile/settings", "waypoint-example://feed/login",
                         "waypoint-example://feed/post/5", "waypoint-example://feed/post/abc"], id: \.self) { link in
                    Button(link) {
                        if let url = URL(string: link) { app.open(url) }
                    }
                }
            }
        }
        .navigationTitle("Profile")
    }
}

/// The login sheet.
struct LoginView: View {
    let app: AppModel
    @State private var name = "ada"

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Sign in") { app.signIn(name) }
        }
        .navigationTitle("Sign in")
    }
}
