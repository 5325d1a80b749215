import Waypoint

/// The app's screens, one case each, carrying their data: the route is an array of them.
///
/// Segment 0 names the tab (`.feed`, `.profile`); after it come pushed screens (`.post(id:)`,
/// `.settings`) and the login sheet (`.login`), which can cover either tab:
/// `[.feed, .post(id: 42)]`, `[.profile, .settings]`, `[.profile, .login]`.
public enum Screen: RouteSegment {
    /// The feed tab.
    case feed
    /// The profile tab.
    case profile
    /// The post numbered `id`, pushed on the feed.
    case post(id: Int)
    /// The settings, pushed on the profile tab.
    case settings
    /// The login sheet.
    case login

    /// The tabs, in the order the tab bar shows them.
    public static let tabs: [Screen] = [.feed, .profile]

    /// How the screen comes on screen: the login as a sheet, everything else pushed.
    public var presentation: Presentation {
        switch self {
        case .login: return .sheet
        case .feed, .profile, .post, .settings: return .push
        }
    }

    /// The app's `waypoint-example://` links, both ways from the cases: a route's link is its
    /// cases one after the other, a post written `post/42`: `waypoint-example://feed/post/42`,
    /// `waypoint-example://profile/settings`, `waypoint-example://feed/login`,
    /// `waypoint-example://profile`. A post number that is not a number is a malformed link.
    public static func links() throws -> RouteLinks<Screen> {
        try RouteLinks(scheme: "waypoint-example", patterns: ["post": "post/:id"])
    }
}
