import Waypoint

/// Why `/home/me` was refused.
struct NotSignedIn: Error, CustomStringConvertible {
    var description: String { "/me is the signed-in user's page; sign in first" }
}

/// A guard for every navigation: the alias `.me` (`[.home, .me]`) redirects to the signed-in
/// user's page (`[.home, .user(id: 42)]`), and is refused when nobody is signed in.
enum MeRedirect {
    static func makeGuard(signedInUser: @escaping @Sendable () -> UserProfile?) -> NavigationGuard {
        NavigationGuard(name: "MeRedirect") { context, completion in
            guard let index = context.typedTo(as: AppScreen.self).firstIndex(of: .me) else {
                completion(.success)
                return
            }
            guard let user = signedInUser() else {
                completion(.failure(NotSignedIn()))
                return
            }
            var route = context.to
            route[index] = AppScreen.user(id: user.id).routeIdentifier
            completion(.failure(Redirect(to: route)))
        }
    }
}
