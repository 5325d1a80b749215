import Waypoint

/// Why a link's user id was refused.
struct BadUserID: Error, CustomStringConvertible {
    let text: String
    var description: String { "\"\(text)\" is not a user id" }
}

/// The deep links the demo app understands (`waypoint://home/user/42/settings`,
/// `https://example.com/stats/account`, or just `/home/user/42`), registered on `router.deepLinks`.
enum AppLinks {
    /// The patterns, for help texts.
    static let patterns = ["/home", "/home/user/:id", "/home/user/:id/settings", "/home/me", "/stats", "/stats/account"]

    static func register(on links: DeepLinkRegistry) throws {
        links.schemes = ["waypoint", "https"]
        try links.register("/home", route: ["home"])
        try links.register("/home/user/:id") { ["home", try userSegment($0)] }
        try links.register("/home/user/:id/settings") { ["home", try userSegment($0), "settings"] }
        try links.register("/home/me", route: ["home", ScreenCatalog.meAlias])
        try links.register("/stats", route: ["stats"])
        try links.register("/stats/account", route: ["stats", "account"])
    }

    private static func userSegment(_ parameters: DeepLinkParameters) throws -> RouteElementIdentifier {
        let text = parameters["id"] ?? ""
        guard let id = Int(text), id >= 0, ScreenCatalog.userID(in: ScreenCatalog.userSegment(id)) != nil else { throw BadUserID(text: text) }
        return ScreenCatalog.userSegment(id)
    }
}
