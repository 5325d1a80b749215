import Waypoint

/// The deep links the demo app understands, both ways from its routes (`RouteLinks`): a route's
/// link is its screens one after the other, a user's page written `user/42` —
/// `waypoint://home/user/42/settings`, `waypoint://stats/account`, or just `/home/user/42`.
enum AppLinks {
    /// The links.
    static func make() throws -> RouteLinks<AppScreen> {
        try RouteLinks(scheme: "waypoint", patterns: ["user": "user/:id"])
    }
}
