import ExampleNavigation
import Foundation
import SwiftUI
import Waypoint

/// The root screen of a tab.
struct TabRootView: View {
    let tab: RouteElementIdentifier
    let app: AppModel

    var body: some View {
        if tab == Routes.feed {
            FeedView(app: app)
        } else {
            ProfileView(app: app)
        }
    }
}

/// A screen below the tabs: a post, the settings or the login sheet.
struct ScreenView: View {
    let segment: RouteElementIdentifier
    let post: Post?
    let app: AppModel

    var body: some View {
        if segment == Routes.login {
            LoginView(app: app)
        } else if segment == Routes.settings {
            Form {
                Text("Settings")
                Button("Sign out") { app.signOut() }
            }
            .navigationTitle("Settings")
        } else if let post {
            VStack(alignment: .leading, spacing: 12) {
                Text(post.title).font(.title)
                Text(post.body)
                Spacer()
            }
            .padding()
            .navigationTitle("Post \(post.id)")
        } else {
            Text("No such screen: \(segment)")
        }
    }
}

/// The feed: each post opens with its data.
struct FeedView: View {
    let app: AppModel

    var body: some View {
        List(Post.feed) { post in
            Button(post.title) {
                app.navigate(to: [Routes.feed, Routes.post(post.id)], post: post)
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
                Button("Settings") { app.navigate(to: [Routes.profile, Routes.settings]) }
                Button("Sign in…") { app.showLogin() }
            }
            Section("Links") {
                ForEach(["waypoint-example://post/42", "waypoint-example://settings", "waypoint-example://login",
                         "waypoint-example://post/5"], id: \.self) { link in
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
