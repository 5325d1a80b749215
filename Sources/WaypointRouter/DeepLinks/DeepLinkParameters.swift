/// What a link carries besides its route: the values captured by the pattern's `:name` and
/// `*name` segments, its query items and its fragment, all percent-decoded.
public struct DeepLinkParameters: Equatable, Sendable {
    /// The values captured by the pattern's path parameters, by name.
    public let path: [String: String]
    /// The query items, in the order of the link (names may repeat).
    public let queryItems: [DeepLinkQueryItem]
    /// The fragment (after `#`), if any.
    public let fragment: String?

    /// The parameters of one link: path parameters by name, query items in order, and the fragment.
    public init(path: [String: String] = [:], queryItems: [DeepLinkQueryItem] = [], fragment: String? = nil) {
        self.path = path
        self.queryItems = queryItems
        self.fragment = fragment
    }

    /// The query items by name; of items with the same name, the last one wins.
    public var query: [String: String] {
        var values: [String: String] = [:]
        for item in queryItems { values[item.name] = item.value }
        return values
    }

    /// The query values and path parameters in one dictionary; a path parameter wins over a
    /// query item of the same name. This is the data a deep link attaches to its route.
    public var all: [String: String] {
        query.merging(path) { _, pathValue in pathValue }
    }

    /// The path parameter `name`, or else the last query item called `name`.
    public subscript(name: String) -> String? {
        if let value = path[name] { return value }
        return queryItems.last { $0.name == name }?.value
    }
}
