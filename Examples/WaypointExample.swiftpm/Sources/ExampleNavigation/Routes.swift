import Waypoint

/// The app's route segments and how each comes on screen.
///
/// Segment 0 names the tab (`feed`, `profile`); after it come pushed screens (`post/42`,
/// `settings`) and the login sheet (`login`), which can cover either tab: `["feed", "post/42"]`,
/// `["profile", "settings"]`, `["profile", "login"]`.
public enum Routes {
    /// The feed tab.
    public static let feed: RouteElementIdentifier = "feed"
    /// The profile tab.
    public static let profile: RouteElementIdentifier = "profile"
    /// The tabs, in the order the tab bar shows them.
    public static let tabs: [RouteElementIdentifier] = [feed, profile]
    /// The settings screen, pushed on the profile tab.
    public static let settings: RouteElementIdentifier = "settings"
    /// The login sheet.
    public static let login: RouteElementIdentifier = "login"

    /// The segment of the post numbered `id`.
    public static func post(_ id: Int) -> RouteElementIdentifier { "post/\(id)" }

    /// The post number in a `post/<id>` segment; `nil` for other segments.
    public static func postID(in segment: RouteElementIdentifier) -> Int? {
        guard segment.hasPrefix("post/") else { return nil }
        return Int(segment.dropFirst(5))
    }

    /// Whether `segment` names a screen below the tabs.
    public static func isScreen(_ segment: RouteElementIdentifier) -> Bool {
        segment == settings || segment == login || postID(in: segment) != nil
    }

    /// How `segment` comes on screen: the login as a sheet, everything else pushed.
    public static func presentation(of segment: RouteElementIdentifier) -> Presentation {
        segment == login ? .sheet : .push
    }

    /// Registers the links the app understands on `router`:
    /// `waypoint-example://post/42` (the post in the feed tab), `waypoint-example://settings`,
    /// `waypoint-example://login` (the login sheet over the feed) and
    /// `waypoint-example://<tab>` for a tab. A link to a post that does not exist is refused.
    public static func registerLinks<State>(on router: Router<State>) throws {
        try router.deepLinks.register("/post/:id") { parameters in
            guard let id = parameters["id"].flatMap(Int.init), Post.withID(id) != nil else {
                throw UnknownPost(id: parameters["id"] ?? "")
            }
            return [feed, post(id)]
        }
        try router.deepLinks.register("/settings", route: [profile, settings])
        try router.deepLinks.register("/login", route: [feed, login])
        try router.deepLinks.register("/feed", route: [feed])
        try router.deepLinks.register("/profile", route: [profile])
    }
}

/// A link named a post the feed does not have.
public struct UnknownPost: Error, Equatable {
    /// The post number the link named.
    public let id: String
}
