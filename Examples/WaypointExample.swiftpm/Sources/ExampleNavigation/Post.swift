/// A post of the feed: its screen is `Screen.post(id:)`, which finds it by its number.
public struct Post: Hashable, Codable, Sendable, Identifiable {
    /// The post's number, in its case (`.post(id: 42)`) and its link (`…/post/42`).
    public let id: Int
    /// Its title.
    public let title: String
    /// Its text.
    public let body: String

    /// A post.
    public init(id: Int, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }

    /// The feed the app shows (it has no server).
    public static let feed: [Post] = [
        Post(id: 7, title: "Routes are state", body: "The store holds the route; the screens follow it."),
        Post(id: 42, title: "One transition at a time", body: "Each step ends when the container says it is on screen."),
        Post(id: 99, title: "Back swipes count", body: "What the user does on screen reaches the store."),
    ]

    /// The post numbered `id` in the feed.
    public static func withID(_ id: Int) -> Post? { feed.first { $0.id == id } }
}
