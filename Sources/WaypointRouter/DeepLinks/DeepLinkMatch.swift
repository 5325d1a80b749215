/// A link parsed by `DeepLinkRegistry.parse(_:)`: the route it leads to, the pattern that
/// matched, and the data to attach to the route.
public struct DeepLinkMatch: Equatable, Sendable {
    /// The link as given.
    public let link: String
    /// The registered pattern that matched.
    public let pattern: String
    /// The route the link leads to.
    public let route: Route
    /// The path parameters, query items and fragment of the link.
    public let parameters: DeepLinkParameters

    /// A match of `link` against the registered `pattern`, leading to `route` with `parameters`.
    public init(link: String, pattern: String, route: Route, parameters: DeepLinkParameters) {
        self.link = link
        self.pattern = pattern
        self.route = route
        self.parameters = parameters
    }

    /// The data navigating to the link attaches to `route`: `parameters.all` as a
    /// `[String: String]`, or `nil` when the link has no parameters and no query items.
    public var data: RouteData? {
        let values = parameters.all
        return values.isEmpty ? nil : RouteData(values)
    }
}
