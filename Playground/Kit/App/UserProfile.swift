/// A user of the demo app; a user's page (`AppScreen.user(id:)`) shows the profile of its id.
public struct UserProfile: Equatable, Sendable, Codable {
    /// The user's id (the `42` of `.user(id: 42)`).
    public let id: Int
    /// The user's name.
    public let name: String

    /// A profile.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The user who signs in.
    static let ada = UserProfile(id: 42, name: "Ada Lovelace")
    /// Another user.
    static let grace = UserProfile(id: 7, name: "Grace Hopper")

    /// The profile of user `id`, as the app would load it.
    static func lookUp(_ id: Int) -> UserProfile {
        [ada, grace].first { $0.id == id } ?? UserProfile(id: id, name: "user \(id)")
    }
}
